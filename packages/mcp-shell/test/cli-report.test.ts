import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reportOf, takeReportFlags } from '../src/cli-report.js';
import { defineTool } from '../src/define.js';

const plain = defineTool({
  name: 'plain',
  title: 'Plain',
  description: 'No findings.',
  input: z.object({}),
  output: z.object({}),
  handler: () => ({}),
});

describe('CLI report flags', () => {
  it('takes --format sarif, --fail-on and --baseline out of the words, in both spellings, and leaves the rest', () => {
    expect(
      takeReportFlags([
        'src',
        '--format=sarif',
        '--fail-on',
        'unguarded',
        '--fail-on=error',
        '--baseline=b.sarif',
        '--x',
      ]),
    ).toEqual({ sarif: true, failOn: ['unguarded', 'error'], baseline: 'b.sarif', words: ['src', '--x'] });
    expect(takeReportFlags(['--format', 'sarif', '--baseline', 'old.json'])).toMatchObject({
      sarif: true,
      baseline: 'old.json',
      words: [],
    });
    expect(takeReportFlags(['--format', 'json', 'src'])).toEqual({
      sarif: false,
      failOn: [],
      words: ['--format', 'json', 'src'],
    });
    expect(() => takeReportFlags(['--fail-on'])).toThrow(/--fail-on needs a value/);
  });

  it('refuses report flags on a tool without a report, and asks nothing of it otherwise', async () => {
    await expect(reportOf(plain, takeReportFlags(['--fail-on', 'any']))).rejects.toThrow(
      expect.objectContaining({ code: 'INVALID_INPUT', message: expect.stringContaining('plain has no findings') }),
    );
    expect(await reportOf(plain, takeReportFlags(['--format', 'toon']))).toBeUndefined();
  });

  it('takes the report from a lazily loaded handler module', async () => {
    const rules = [{ id: 'r', name: 'R', short: 'r', full: 'r', help: 'r', level: 'note' as const }];
    const lazy = defineTool({
      ...plain,
      handler: undefined,
      load: async () => ({ handler: () => ({}), report: { rules, findings: () => [] } }),
    });
    expect((await reportOf(lazy, takeReportFlags(['--format', 'sarif'])))?.rules).toEqual(rules);
  });
});
