// Shared pieces of the fake GitHub's route handlers.
import type { FakeFixtures, FakeRepo } from './fixtures/types.js';

/** What a route handler sees. */
export interface RouteCtx {
  params: string[];
  query: URLSearchParams;
  accept: string;
  authed: boolean;
  api: string;
  world: FakeFixtures;
}

/** A handler's answer: JSON body, a list to paginate, raw bytes or a redirect. */
export type Reply =
  | { body: unknown; status?: number }
  | { list: unknown[] }
  | { raw: Buffer; contentType: string }
  | { redirect: string };

/** An HTTP error with GitHub's `{ message, documentation_url }` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Answers one route. */
export type Handler = (ctx: RouteCtx) => Reply;
export const notFound = () => new HttpError(404, 'Not Found');

export function findRepo(ctx: RouteCtx): FakeRepo {
  const [owner, name] = ctx.params;
  const repo = ctx.world.repos.find(
    (r) => r.owner.toLowerCase() === owner!.toLowerCase() && r.name.toLowerCase() === name!.toLowerCase(),
  );
  if (!repo || (repo.private && !ctx.authed)) throw notFound();
  return repo;
}

export const visible = (ctx: RouteCtx) => ctx.world.repos.filter((r) => !r.private || ctx.authed);
export const checkRef = (repo: FakeRepo, ref: string | null) => {
  if (
    ref &&
    ref !== 'HEAD' &&
    ref !== repo.defaultBranch &&
    !repo.releases.some((r) => r.tag === ref) &&
    !repo.commits.some((c) => c.sha === ref) &&
    !repo.pulls.some((p) => p.state === 'open' && p.head === ref)
  ) {
    throw new HttpError(404, `No commit found for the ref ${ref}`);
  }
  return ref ?? repo.defaultBranch;
};

export const searchBody = (items: unknown[], ctx: RouteCtx) => {
  const per = Math.min(100, Number(ctx.query.get('per_page') ?? 30));
  const page = Number(ctx.query.get('page') ?? 1);
  return {
    body: { total_count: items.length, incomplete_results: false, items: items.slice((page - 1) * per, page * per) },
  };
};

export function findPull(ctx: RouteCtx) {
  const pull = findRepo(ctx).pulls.find((p) => p.number === Number(ctx.params[2]));
  if (!pull) throw notFound();
  return pull;
}
