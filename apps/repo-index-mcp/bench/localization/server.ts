// The built repo-index MCP server over stdio, on its offline defaults (libsql, no embedder), with a data dir
// that persists between runs so an index is built once per corpus. Only this file speaks MCP in the bench.
import { connectStdio } from '@sextant/mcp-shell/testing';
import { builtServer } from '../../test/support/built.js';

type Result = { isError?: boolean; structuredContent?: unknown; content?: unknown };

/** The answer's data: the structured payload when sent, else the text (the server runs with OUTPUT_FORMAT=json). */
function dataOf<T>(res: Result, what: string): T {
  const text = (res.content as { type: string; text?: string }[] | undefined)?.find((c) => c.type === 'text')?.text;
  if (res.isError) throw new Error(`${what} failed: ${text ?? ''}`);
  return (res.structuredContent ?? JSON.parse(text ?? 'null')) as T;
}

export interface Span {
  path: string;
  start_line: number;
  end_line: number;
}

export async function openServer(opts: { data: string; roots: string }) {
  const { client, close } = await connectStdio({
    command: process.execPath,
    args: [builtServer()],
    env: {
      ...(process.env.PATH ? { PATH: process.env.PATH } : {}),
      SEXTANT_DATA_DIR: opts.data,
      SEXTANT_ROOTS: opts.roots,
      OUTPUT_FORMAT: 'json',
      SEXTANT_STRUCTURED_CONTENT: 'on',
      WATCH_MAX: '0',
    },
  });
  const call = async <T>(name: string, args: Record<string, unknown>) =>
    dataOf<T>((await client.callTool({ name, arguments: args }, undefined, { timeout: 3_600_000 })) as Result, name);
  return {
    /** Builds or updates the index of a corpus; its id and the seconds it took. */
    async ensure(root: string) {
      const t = performance.now();
      const r = await call<{ index_id: string; stats: { files: number; chunks: number } }>('ensure_repo_index', {
        path: root,
      });
      return { id: r.index_id, stats: r.stats, seconds: (performance.now() - t) / 1000 };
    },
    /** search_repo on its defaults (plus `extra`): the results' paths in rank order. */
    async search(id: string, query: string, extra: Record<string, unknown> = {}) {
      const r = await call<{ results: Span[] }>('search_repo', { index_id: id, query, ...extra });
      return r.results;
    },
    /** ask_index (this client cannot sample and no chat endpoint is set, so the answer is extractive). */
    async ask(id: string, question: string) {
      return call<{ mode: string; citations: Span[] }>('ask_index', { index_id: id, question });
    },
    close,
  };
}
