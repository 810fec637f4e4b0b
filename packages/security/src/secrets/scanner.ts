import { shannonEntropy } from './entropy.js';
import { KNOWN_EXAMPLES } from './known-examples.js';
import { isPlaceholder } from './placeholders.js';
import type { SecretFinding, SecretRule } from './types.js';

interface CompiledRule {
  rule: SecretRule;
  regex: RegExp;
  priority: number;
}

/** A compiled rule set: `detect` returns non-overlapping findings sorted by start. */
export interface SecretScanner {
  detect(text: string): SecretFinding[];
}

function escapeRegex(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function withFlags(regex: RegExp): RegExp {
  const flags = new Set(regex.flags.split(''));
  flags.add('g');
  flags.add('d');
  return new RegExp(regex.source, [...flags].join(''));
}

/**
 * Compiles rules once. Scanning first runs ONE alternation of every keyword over the text, then only the rules
 * whose keywords occurred (plus the few keyword-less ones) run their own regex. Earlier rules win overlaps.
 */
export function createSecretScanner(rules: readonly SecretRule[]): SecretScanner {
  const byKeyword = new Map<string, CompiledRule[]>();
  const always: CompiledRule[] = [];
  rules.forEach((rule, priority) => {
    const compiled: CompiledRule = { rule, regex: withFlags(rule.regex), priority };
    if (!rule.keywords?.length) always.push(compiled);
    for (const keyword of rule.keywords ?? []) {
      const list = byKeyword.get(keyword) ?? [];
      list.push(compiled);
      byKeyword.set(keyword, list);
    }
  });
  // Longest first so that a keyword that extends another one is reported as itself; a hit on a keyword then
  // selects the rules of every keyword inside it too ("private_key" also means "private" and "key" occur).
  const keywords = [...byKeyword.keys()].sort((a, b) => b.length - a.length);
  const selects = new Map<string, CompiledRule[]>();
  for (const outer of keywords) {
    selects.set(
      outer,
      keywords.filter((inner) => outer.includes(inner)).flatMap((inner) => byKeyword.get(inner) ?? []),
    );
  }
  // Case-insensitive on the original text: cheaper than lower-casing a copy of it first.
  const prefilter = keywords.length > 0 ? new RegExp(keywords.map(escapeRegex).join('|'), 'gi') : undefined;

  function candidates(text: string): CompiledRule[] {
    const seen = new Set<string>();
    const selected = new Set<CompiledRule>(always);
    if (!prefilter) return [...selected];
    prefilter.lastIndex = 0;
    for (let m = prefilter.exec(text); m !== null; m = prefilter.exec(text)) {
      // Restart one character later, not after the hit, so keywords that overlap ("abc", "bcd") are all seen.
      prefilter.lastIndex = m.index + 1;
      const keyword = m[0].toLowerCase();
      if (seen.has(keyword)) continue;
      seen.add(keyword);
      for (const c of selects.get(keyword) ?? []) selected.add(c);
      if (selected.size === rules.length) break;
    }
    return [...selected].sort((a, b) => a.priority - b.priority);
  }

  function run(c: CompiledRule, text: string, out: Array<SecretFinding & { priority: number }>): void {
    const { rule, regex } = c;
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      if (m[0].length === 0) {
        regex.lastIndex++;
        continue;
      }
      const span = m.indices?.groups?.secret ?? m.indices?.[0];
      const secret = m.groups?.secret ?? m[0];
      if (!span || secret.length === 0 || KNOWN_EXAMPLES.has(secret)) continue;
      if (rule.entropy !== undefined && (shannonEntropy(secret) < rule.entropy || isPlaceholder(secret))) continue;
      if (rule.validate && !rule.validate(secret, m[0])) continue;
      out.push({ rule: rule.id, start: span[0], end: span[1], priority: c.priority });
    }
  }

  return {
    detect(text) {
      if (text.length < 8) return [];
      const found: Array<SecretFinding & { priority: number }> = [];
      for (const c of candidates(text)) run(c, text, found);
      if (found.length === 0) return [];
      found.sort((a, b) => a.priority - b.priority || a.start - b.start);
      // `kept` stays sorted and non-overlapping, so the only candidate to collide with is the first one ending
      // after `f` starts: a binary search keeps texts with thousands of findings linear-ish.
      const kept: SecretFinding[] = [];
      for (const f of found) {
        let lo = 0;
        let hi = kept.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (kept[mid]!.end <= f.start) lo = mid + 1;
          else hi = mid;
        }
        const next = kept[lo];
        if (next && next.start < f.end) continue;
        kept.splice(lo, 0, { rule: f.rule, start: f.start, end: f.end });
      }
      return kept;
    },
  };
}
