import type { CompactDeclaration } from '../../src/compact/types.js';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Finds `shared/reference/midnight/compact` beside the repository (or a parent of it); undefined when absent. */
export function findReferenceContracts(): string | undefined {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'reference', 'midnight', 'compact');
    if (existsSync(join(candidate, 'SOURCES.md'))) return candidate;
  }
  return undefined;
}

/** Absolute path of one of this package's own fixture contracts. */
export const fixturePath = (name: string) => fileURLToPath(new URL(`../fixtures/compact/${name}`, import.meta.url));

/** The declarations of one kind, typed. */
export const ofKind = <K extends CompactDeclaration['kind']>(decls: CompactDeclaration[], kind: K) =>
  decls.filter((d): d is Extract<CompactDeclaration, { kind: K }> => d.kind === kind);
