import { shannonEntropy } from './entropy.js';
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
 * Compiles rules once. Scanning first runs ONE alternation of every keyword over the lower-cased text, then only
 * the rules whose keywords occurred run their own regex. Earlier rules win overlaps (specific before generic).
 */
export function createSecretScanner(rules: readonly SecretRule[]): SecretScanner {
  const byKeyword = new Map<string, CompiledRule[]>();
  rules.forEach((rule, priority) => {
    const compiled: CompiledRule = { rule, regex: withFlags(rule.regex), priority };
    for (const keyword of rule.keywords) {
      const list = byKeyword.get(keyword) ?? [];
      list.push(compiled);
      byKeyword.set(keyword, list);
    }
  });
  // Longest first so that a keyword that extends another one is reported as itself.
  const keywords = [...byKeyword.keys()].sort((a, b) => b.length - a.length);
  const prefilter = new RegExp(keywords.map(escapeRegex).join('|'), 'g');

  function candidates(text: string): CompiledRule[] {
    const lower = text.toLowerCase();
    const seen = new Set<string>();
    const selected = new Set<CompiledRule>();
    prefilter.lastIndex = 0;
    for (let m = prefilter.exec(lower); m !== null; m = prefilter.exec(lower)) {
      if (seen.has(m[0])) continue;
      seen.add(m[0]);
      for (const c of byKeyword.get(m[0]) ?? []) selected.add(c);
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
      if (!span || secret.length === 0) continue;
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
      const kept: SecretFinding[] = [];
      for (const f of found) {
        if (kept.some((k) => f.start < k.end && k.start < f.end)) continue;
        kept.push({ rule: f.rule, start: f.start, end: f.end });
      }
      return kept.sort((a, b) => a.start - b.start);
    },
  };
}
