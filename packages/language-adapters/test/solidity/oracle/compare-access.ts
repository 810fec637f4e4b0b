import type { Entrypoint } from '@sextant/core-engine/analysis';
import type { AccessOracle } from './access-oracle.js';
import { score } from './compare.js';

/**
 * Compares `access` with the compiler's answer on the entrypoints both see: each guard (`entrypoint|kind@file:line`)
 * and the `unguarded` list (state-changing entrypoints with no sender check).
 */
export function compareAccess(entrypoints: readonly Entrypoint[], oracle: AccessOracle) {
  const guards = [new Set<string>(), new Set<string>()] as const;
  const unguarded = [new Set<string>(), new Set<string>()] as const;
  const seen = new Set<string>();
  for (const e of entrypoints) {
    const key = `${e.contract_file}:${e.contract}.${e.name}@${e.file}:${e.location.line}`;
    const truth = oracle.get(key);
    if (!truth) continue;
    seen.add(key);
    for (const g of e.access.guards) guards[0].add(`${key}|${g.kind}@${g.file}:${g.line}`);
    for (const g of truth) guards[1].add(`${key}|${g}`);
    if (!e.access.guarded) unguarded[0].add(key);
    if (!truth.size) unguarded[1].add(key);
  }
  const notCompared = [...oracle.keys()].filter((k) => !seen.has(k));
  return {
    compared: seen.size,
    notCompared,
    oracleSize: oracle.size,
    guards: score(...guards),
    unguarded: score(...unguarded),
  };
}
