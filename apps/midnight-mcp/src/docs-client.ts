import { AppError } from '@sextant/core-engine';
import { createOriginFetch, fetchOrThrow, probeReachability } from '@sextant/security/fetch';
import { LRUCache } from 'lru-cache';

/** One docs page converted to Markdown. */
interface DocsPage {
  url: string;
  title: string;
  markdown: string;
  fetchedAt: string;
  cached: boolean;
}

/** Fetches pages of the Midnight docs site and converts them to Markdown. */
export interface DocsClient {
  readonly baseUrl: string;
  fetchPage(path: string): Promise<DocsPage>;
  ping(): Promise<{ ok: boolean; latencyMs: number; error?: string }>;
  cacheStats(): { entries: number; hits: number; misses: number };
}

/** Options of the docs client. */
export interface DocsClientOptions {
  /** @default 'https://docs.midnight.network' */
  baseUrl?: string;
  /** @default 900_000 (15 minutes) */
  cacheTtlMs?: number;
}

/** Creates the docs client; only URLs on the configured site are fetched. */
export function createDocsClient(opts: DocsClientOptions = {}): DocsClient {
  const baseUrl = (opts.baseUrl ?? 'https://docs.midnight.network').replace(/\/+$/, '');
  const origin = new URL(baseUrl).origin;
  // Every hop, redirects included, stays on the docs origin.
  const fetchOptions = {
    what: 'The docs site',
    fetch: createOriginFetch({ allowed: [origin] }),
    notFoundHint: 'Check the path; midnight-fetch-docs takes paths under the docs site, e.g. /develop/tutorial.',
  };
  const cache = new LRUCache<string, Omit<DocsPage, 'cached'>>({ max: 200, ttl: opts.cacheTtlMs ?? 900_000 });
  let hits = 0;
  let misses = 0;

  const resolve = (path: string) => {
    const url = new URL(path, `${baseUrl}/`);
    if (url.origin !== origin) {
      throw new AppError('FORBIDDEN', `Only pages on ${origin} can be fetched.`, {
        hint: 'Pass a path such as /develop/tutorial.',
      });
    }
    url.hash = '';
    return url.toString();
  };

  return {
    baseUrl,
    async fetchPage(path) {
      const url = resolve(path);
      const hit = cache.get(url);
      if (hit) {
        hits++;
        return { ...hit, cached: true };
      }
      misses++;
      const res = await fetchOrThrow(url, { headers: { accept: 'text/html' } }, fetchOptions);
      const html = await res.text();
      const { NodeHtmlMarkdown } = await import('node-html-markdown'); // loaded on first use
      const title = decodeEntities(html.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1]?.trim() ?? url);
      const page = {
        url,
        title,
        markdown: NodeHtmlMarkdown.translate(mainContent(html)).trim(),
        fetchedAt: new Date().toISOString(),
      };
      cache.set(url, page);
      return { ...page, cached: false };
    },
    ping: () => probeReachability(() => fetchOrThrow(`${baseUrl}/`, { method: 'HEAD' }, fetchOptions)),
    cacheStats: () => ({ entries: cache.size, hits, misses }),
  };
}

// Docs sites wrap the article in navigation; prefer <article>, then <main>, then <body>.
function mainContent(html: string): string {
  for (const tag of ['article', 'main', 'body']) {
    const m = html.match(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*)</${tag}>`, 'i'));
    if (m) return (m[1] as string).replace(/<(nav|script|style|footer)\b[\s\S]*?<\/\1>/gi, '');
  }
  return html;
}

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
