import { packageBuild } from '../../tsup.base';

// The test clients (SDK v1 for 2025-era interop, the v2 client) are dev dependencies: keep them external.
export default packageBuild(['src/index.ts', 'src/testing.ts', 'src/startup.ts', 'src/example/main.ts'], {
  external: [/^@modelcontextprotocol\//],
});
