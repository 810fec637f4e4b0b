// @sextant/github-source/testing: a loopback GitHub REST server for tests, benches and the start tour.
export { startFakeGitHub } from './testing/server.js';
export { buildTarGz } from './testing/tar.js';
export type { FakeFault, FakeGitHub, FakeGitHubOptions, FakeGitHubStats } from './testing/server.js';
export { defaultFixtures } from './testing/fixtures/index.js';
export type { FakeFixtures, FakePull, FakeRepo } from './testing/fixtures/types.js';
