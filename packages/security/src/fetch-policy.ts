import { AppError } from '@sextant/core-engine';

/** Options of `createOriginFetch`. */
export interface OriginFetchOptions {
  /** Origins (`https://docs.midnight.network`) every hop must stay on, or a predicate over each hop's URL. */
  allowed: readonly string[] | ((url: URL) => boolean);
  /** @default 5 */
  maxRedirects?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The one outbound-fetch policy: a `fetch` that follows redirects itself (`redirect: 'manual'`), re-checking
 * the origin at every hop. A hop off the allowed origins is FORBIDDEN; credentials are not carried to
 * another origin; more than `maxRedirects` hops is UPSTREAM.
 */
export function createOriginFetch(opts: OriginFetchOptions): typeof fetch {
  const base = opts.fetch ?? globalThis.fetch;
  const max = opts.maxRedirects ?? 5;
  const list = typeof opts.allowed === 'function' ? undefined : opts.allowed.map((o) => new URL(o).origin);
  const ok = (url: URL) => (list ? list.includes(url.origin) : (opts.allowed as (u: URL) => boolean)(url));
  const refuse = (url: URL, from?: URL) =>
    new AppError(
      'FORBIDDEN',
      `${from ? `${from.origin} redirected to` : 'Refusing to fetch'} ${url.origin}, which is not allowed.`,
      {
        hint: `Only ${list ? list.join(', ') : 'the configured origins'} may be fetched; redirects elsewhere are not followed.`,
        details: { url: url.toString(), ...(from ? { from: from.toString() } : {}) },
      },
    );

  return async (input, init = {}) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    if (!ok(url)) throw refuse(url);
    const first = url.origin;
    let current: RequestInit = { ...init, redirect: 'manual' };
    for (let hop = 0; ; hop++) {
      const res = await base(url, current);
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location) return res;
      if (hop >= max)
        throw new AppError('UPSTREAM', `More than ${max} redirects from ${first}.`, { hint: 'Check the URL.' });
      await res.body?.cancel().catch(() => undefined);
      const next = new URL(location, url);
      if (!ok(next)) throw refuse(next, url);
      if (next.origin !== url.origin) {
        const headers = new Headers(current.headers);
        headers.delete('authorization');
        headers.delete('cookie');
        current = { ...current, headers };
      }
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && current.method === 'POST'))
        current = { ...current, method: 'GET', body: undefined };
      url = next;
    }
  };
}
