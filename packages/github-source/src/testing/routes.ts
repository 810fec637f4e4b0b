import { historyRoutes } from './routes-history.js';
import { repoRoutes } from './routes-repo.js';
import { searchRoutes } from './routes-search.js';
import type { Handler } from './route-kit.js';

export { HttpError } from './route-kit.js';
export type { Reply, RouteCtx } from './route-kit.js';

const routes = [...repoRoutes, ...historyRoutes, ...searchRoutes];

/** Finds the handler of a path. */
export function matchRoute(path: string): { handler: Handler; params: string[] } | undefined {
  for (const [re, handler] of routes) {
    const m = re.exec(path);
    if (m) return { handler, params: m.slice(1) };
  }
  return undefined;
}
