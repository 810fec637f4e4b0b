import { packageBuild } from '../../tsup.base';

// The test clients (SDK v1 for 2025-era interop, the v2 client) are dev dependencies: keep them external.
const external = [/^@modelcontextprotocol\//];

export default [
  packageBuild(['src/index.ts', 'src/testing.ts', 'src/startup.ts'], { external }),
  // The example server (the tour, the benches and the tests start it) is built beside the package: it does not ship.
  packageBuild(['example/main.ts'], { outDir: 'example/dist', dts: false, external }),
];
