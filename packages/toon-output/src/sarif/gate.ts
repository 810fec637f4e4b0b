import { AppError } from '@sextant/core-engine';
import { FINGERPRINT_KEY, findingFingerprint } from './fingerprint.js';
import type { Finding, SarifLevel, SarifRule } from './types.js';
import { SARIF_LEVELS } from './types.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fingerprints of every result of an earlier SARIF log, or undefined when `log` is not a SARIF log. */
export function sarifFingerprints(log: unknown): Set<string> | undefined {
  if (!isRecord(log) || !Array.isArray(log.runs)) return undefined;
  const out = new Set<string>();
  for (const run of log.runs) {
    if (!isRecord(run) || !Array.isArray(run.results)) continue;
    for (const r of run.results) {
      const fp = isRecord(r) && isRecord(r.partialFingerprints) ? r.partialFingerprints[FINGERPRINT_KEY] : undefined;
      if (typeof fp === 'string') out.add(fp);
    }
  }
  return out;
}

/** Splits findings into those a baseline (a set of fingerprints) does not hold and the count it does. */
export function subtractBaseline(
  findings: readonly Finding[],
  baseline: ReadonlySet<string>,
  uriPrefix = '',
): { fresh: Finding[]; unchanged: number } {
  const fresh = findings.filter((f) => !baseline.has(findingFingerprint(f, uriPrefix)));
  return { fresh, unchanged: findings.length - fresh.length };
}

/** What `--fail-on` asks for: levels (that level or a more severe one), rule ids or names, or `any`. */
export interface FailOn {
  levels: ReadonlySet<SarifLevel>;
  rules: ReadonlySet<string>;
}

/** Parses `--fail-on` words (comma lists allowed) against a tool's rules; an unknown word is INVALID_INPUT. */
export function parseFailOn(words: readonly string[], rules: readonly SarifRule[]): FailOn {
  const levels = new Set<SarifLevel>();
  const ids = new Set<string>();
  for (const word of words.flatMap((w) => w.split(',')).map((w) => w.trim().toLowerCase())) {
    if (!word) continue;
    if (word === 'any') SARIF_LEVELS.forEach((l) => levels.add(l));
    else if ((SARIF_LEVELS as readonly string[]).includes(word))
      SARIF_LEVELS.slice(0, SARIF_LEVELS.indexOf(word as SarifLevel) + 1).forEach((l) => levels.add(l));
    else {
      const rule = rules.find((r) => r.id.toLowerCase() === word || r.name.toLowerCase() === word);
      if (!rule)
        throw new AppError('INVALID_INPUT', `--fail-on "${word}" is neither a level nor a rule of this command.`, {
          type: 'input_error',
          hint: `Use any, ${SARIF_LEVELS.join(', ')} (that level or worse), or a rule id: ${rules.map((r) => r.id).join(', ')}.`,
        });
      ids.add(rule.id);
    }
  }
  return { levels, rules: ids };
}

/** The findings a `--fail-on` matches (by rule, or by level, the rule's default when the finding sets none). */
export function failingFindings(findings: readonly Finding[], rules: readonly SarifRule[], failOn: FailOn): Finding[] {
  const levelOf = new Map(rules.map((r) => [r.id, r.level]));
  return findings.filter(
    (f) => failOn.rules.has(f.ruleId) || failOn.levels.has(f.level ?? levelOf.get(f.ruleId) ?? 'warning'),
  );
}
