import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSplit } from '../../bench/injection/measure.js';
import { plan } from '../../src/injection/compile.js';
import { needed, openSteps } from '../../src/injection/gate.js';
import { ruleLanguages, sentenceLanguages } from '../../src/injection/language.js';
import { sentences } from '../../src/injection/passages.js';
import { injectionRules } from '../../src/injection/rules/index.js';

describe('injection screen pre-pass: needed literals', () => {
  it('finds the literals every match contains, past lookbehinds, optional parts and classes', () => {
    expect(needed('(?<!x)(?:ignore|skip)\\s+your')).toEqual(['ignore', 'skip']);
    expect(needed('(?:large )?language models?')).toEqual(['language model']);
    expect(needed('(?:^|[.!?] )(?:to|for) (?:the )?bots?')).toEqual(['to', 'for']);
    expect(needed('\\brm -(?:rf|fr)')).toEqual(['rm -']);
  });

  it('gives none when a match may hold no literal of two characters', () => {
    expect(needed('ab?c')).toBeNull();
    expect(needed('ignore|(?:^|[.!?] )\\S+')).toBeNull();
    expect(needed('[a-z]{3,}')).toBeNull();
  });

  it('never skips a step that would match: rule examples, the corpus and this package source', () => {
    const texts = [
      ...injectionRules.flatMap((r) => [...r.examples.positive, ...r.examples.negative]),
      ...(['dev', 'test', 'template-dev', 'template-test'] as const).flatMap((p) => loadSplit(p).map((s) => s.text)),
      readFileSync(new URL('../../src/injection/score.ts', import.meta.url), 'utf8'),
    ];
    let matched = 0;
    for (const { text } of texts.flatMap((t) => sentences(t))) {
      const steps = plan(injectionRules, ruleLanguages(sentenceLanguages(text)));
      const open = openSteps(steps, text);
      for (const [k, step] of steps.entries()) {
        if (!step.re.test(text)) continue;
        matched++;
        expect(open[k], `${step.signal} on ${text}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
