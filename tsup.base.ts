import { defineConfig } from 'tsup';
import type { Options } from 'tsup';

/** The build every package and app shares: ESM + .d.ts for Node 20; `entry` and extras vary. */
export const packageBuild = (entry: string[], extra: Options = {}) =>
  defineConfig({ entry, format: ['esm'], dts: true, clean: true, sourcemap: true, target: 'node20', ...extra });
