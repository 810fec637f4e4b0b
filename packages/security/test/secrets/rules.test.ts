import { describe, expect, it } from 'vitest';
import { detectSecrets } from '../../src/secrets/detect.js';
import { secretRules } from '../../src/secrets/rules/index.js';
import { ruleExamples } from './fixtures/index.js';

describe('secret rules: registry', () => {
  it('has at least 100 rules with unique kebab-case ids', () => {
    const ids = secretRules().map((r) => r.id);
    expect(ids.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('gives every rule lower-case keywords (or a literal-first regex) and a description', () => {
    for (const rule of secretRules()) {
      // Keyword-less rules run on every text, so their regex must open with a literal V8 can search for.
      if (!rule.keywords) expect(rule.regex.source, rule.id).toMatch(/^[A-Za-z-]{3}/);
      for (const k of rule.keywords ?? []) expect(k, rule.id).toBe(k.toLowerCase());
      expect(rule.description.length, rule.id).toBeGreaterThan(10);
    }
  });

  it('has examples for exactly the registered rules', () => {
    expect(Object.keys(ruleExamples).sort()).toEqual(
      secretRules()
        .map((r) => r.id)
        .sort(),
    );
  });
});

describe.each(secretRules().map((rule) => [rule.id, rule] as const))('secret rule %s', (id, rule) => {
  const examples = ruleExamples[id] ?? { positive: [], negative: [] };

  it('fires as itself on every positive example', () => {
    expect(examples.positive.length).toBeGreaterThan(0);
    for (const text of examples.positive) {
      // The prefilter only runs a rule when one of its keywords occurs.
      if (rule.keywords)
        expect(
          rule.keywords.some((k) => text.toLowerCase().includes(k)),
          text,
        ).toBe(true);
      expect(
        detectSecrets(text).map((f) => f.rule),
        text,
      ).toContain(id);
    }
  });

  it('stays silent on every near-miss negative example', () => {
    expect(examples.negative.length).toBeGreaterThan(0);
    for (const text of examples.negative) expect(detectSecrets(text), text).toEqual([]);
  });
});
