import { describe, expect, it } from 'vitest';
import { expand } from '../../src/injection/compile.js';
import { LANGS } from '../../src/injection/language.js';
import { sentences } from '../../src/injection/passages.js';
import { injectionRules } from '../../src/injection/rules/index.js';
import { ruleFires } from '../../src/injection/score.js';

const fires = (rule: (typeof injectionRules)[number], text: string) =>
  sentences(text).some((s) => ruleFires(rule, s.text));

describe('injection rules: registry', () => {
  it('has unique kebab-case ids, weights in (0, 1] and known languages', () => {
    const ids = injectionRules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of injectionRules) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(rule.weight, rule.id).toBeGreaterThan(0);
      expect(rule.weight, rule.id).toBeLessThanOrEqual(1);
      if (rule.langs !== 'any') for (const l of rule.langs) expect(LANGS, rule.id).toContain(l);
    }
  });

  it('compiles every rule for each of its languages alone and for all of them at once', () => {
    for (const rule of injectionRules) {
      const langs = rule.langs === 'any' ? [] : rule.langs;
      for (const set of [...langs.map((l) => [l]), [...langs]])
        expect(() => new RegExp(expand(rule, set), 'u'), `${rule.id} ${set}`).not.toThrow();
    }
  });
});

describe.each(injectionRules.map((rule) => [rule.id, rule] as const))('injection rule %s', (_id, rule) => {
  it('fires on every positive example', () => {
    expect(rule.examples.positive.length).toBeGreaterThan(0);
    for (const text of rule.examples.positive) expect(fires(rule, text), text).toBe(true);
  });

  it('stays silent on every negative example', () => {
    expect(rule.examples.negative.length).toBeGreaterThan(0);
    for (const text of rule.examples.negative) expect(fires(rule, text), text).toBe(false);
  });
});
