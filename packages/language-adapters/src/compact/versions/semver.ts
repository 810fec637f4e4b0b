import { createRequire } from 'node:module';
import type * as Semver from 'semver';

let loaded: typeof Semver | undefined;

/** semver, required on first use: it is about 50 CommonJS files, read at every start-up when imported eagerly. */
export const semver = (): typeof Semver => (loaded ??= createRequire(import.meta.url)('semver') as typeof Semver);
