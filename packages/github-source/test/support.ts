import { createGitHubSource, type GitHubClientOptions } from '../src/index.js';
import { startFakeGitHub, type FakeGitHub, type FakeGitHubOptions } from '../src/testing.js';
import { afterEach } from 'vitest';

const running: FakeGitHub[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((g) => g.close()));
});

/** A loopback GitHub plus a source pointed at it, with fast backoff; closed after each test. */
export async function setup(client: GitHubClientOptions = {}, server: FakeGitHubOptions = {}) {
  const gh = await startFakeGitHub(server);
  running.push(gh);
  const source = createGitHubSource({
    baseUrl: gh.url,
    token: 'test-token',
    searchMinTimeMs: 0,
    retryAfterBaseMs: 5,
    ...client,
  });
  return { gh, source };
}
