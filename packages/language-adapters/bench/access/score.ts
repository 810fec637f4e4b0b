// Scores `access` against the oracle on the entrypoints both list: unguarded precision/recall, and whether
// the guard kinds of an entrypoint both call guarded are exactly the same set.
import type { Entrypoint } from '@sextant/core-engine/analysis';
import type { AccessTruth } from './oracle.js';

export interface AccessScore {
  compared: number;
  oracleSize: number;
  /** Unguarded: tool and oracle both; tool only; oracle only. */
  tp: number;
  fp: number;
  fn: number;
  /** Entrypoints both call guarded, and those whose kinds agree. */
  bothGuarded: number;
  kindsExact: number;
  disagreements: string[];
}

const kindsOf = (guards: Iterable<string>) => [...new Set([...guards].map((g) => g.split('@')[0]))].sort().join(',');

export function scoreAccess(entrypoints: readonly Entrypoint[], truth: AccessTruth): AccessScore {
  const s: AccessScore = {
    compared: 0,
    oracleSize: truth.size,
    tp: 0,
    fp: 0,
    fn: 0,
    bothGuarded: 0,
    kindsExact: 0,
    disagreements: [],
  };
  const seen = new Set<string>();
  for (const e of entrypoints) {
    const key = `${e.contract_file}:${e.contract}.${e.name}@${e.file}:${e.location.line}`;
    const t = truth.get(key);
    if (!t || seen.has(key)) continue;
    seen.add(key);
    s.compared++;
    const oracleUnguarded = t.guards.size === 0;
    const toolUnguarded = !e.access.guarded;
    const mine = e.access.guards.map(
      (g) => `${g.kind}@${g.file}:${g.line}${g.via.length ? ` via ${g.via.join(' > ')}` : ''}`,
    );
    const theirs = [...t.guards, ...[...t.data].map((d) => d.replace(' ', ':'))];
    const why = `\n      tool:   ${mine.join('; ') || 'none'}\n      oracle: ${theirs.join('; ') || 'none'}`;
    if (toolUnguarded && oracleUnguarded) s.tp++;
    else if (toolUnguarded) {
      s.fp++;
      s.disagreements.push(`tool unguarded, oracle guarded: ${key}${why}`);
    } else if (oracleUnguarded) {
      s.fn++;
      s.disagreements.push(`tool guarded, oracle unguarded: ${key}${why}`);
    } else {
      s.bothGuarded++;
      if (kindsOf(mine) === kindsOf(t.guards)) s.kindsExact++;
      else s.disagreements.push(`kinds differ (${kindsOf(mine)} vs ${kindsOf(t.guards)}): ${key}${why}`);
    }
  }
  return s;
}

export function addScores(a: AccessScore, b: AccessScore): AccessScore {
  return {
    compared: a.compared + b.compared,
    oracleSize: a.oracleSize + b.oracleSize,
    tp: a.tp + b.tp,
    fp: a.fp + b.fp,
    fn: a.fn + b.fn,
    bothGuarded: a.bothGuarded + b.bothGuarded,
    kindsExact: a.kindsExact + b.kindsExact,
    disagreements: [...a.disagreements, ...b.disagreements],
  };
}

export const ratio = (n: number, d: number) => (d ? n / d : 1).toFixed(3);

export function summary(s: AccessScore): string {
  return `unguarded P=${ratio(s.tp, s.tp + s.fp)} R=${ratio(s.tp, s.tp + s.fn)} (tp ${s.tp} fp ${s.fp} fn ${s.fn}); kinds exact ${ratio(s.kindsExact, s.bothGuarded)} (${s.kindsExact}/${s.bothGuarded}); ${s.compared}/${s.oracleSize} entrypoints compared`;
}
