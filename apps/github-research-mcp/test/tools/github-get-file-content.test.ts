import { countTokens } from '@sextant/toon-output/tokens';
import { describe, expect, it } from 'vitest';
import { connect } from '../support/setup.js';

const widgets = { owner: 'acme', repo: 'widgets' };

describe('githubGetFileContent', () => {
  it('redacts secrets in whole files, line ranges and match windows', async () => {
    const { call } = await connect();
    const res = await call('githubGetFileContent', {
      queries: [
        { ...widgets, path: 'src/auth/token-store.ts', fullContent: true },
        { ...widgets, path: 'src/auth/token-store.ts', startLine: 7, endLine: 9 },
        { ...widgets, path: 'src/auth/token-store.ts', matchString: 'AWS_ACCESS_KEY_ID', matchStringContextLines: 0 },
      ],
    });
    const results = res.structuredContent!.results;
    expect(results.map((r) => r.status)).toEqual(['hasResults', 'hasResults', 'hasResults']);
    for (const r of results) {
      expect(r.content).toContain('[REDACTED:');
      expect(r.content).not.toMatch(/ghp_[A-Za-z0-9]{30}|AKIA[A-Z0-9]{16}/);
      expect(r.redacted!.length).toBeGreaterThan(0);
    }
    expect(results[1]).toMatchObject({ startLine: 7, endLine: 9 });
    expect(results[2]!.matchLines).toEqual([9, 40]);
    expect(res.content[0]!.text).not.toContain('ghp_');
  });

  it('flags text aimed at AI agents', async () => {
    const { call } = await connect();
    const res = await call('githubGetFileContent', { queries: [{ ...widgets, path: 'docs/CONTRIBUTING.md' }] });
    const r = res.structuredContent!.results[0]!;
    expect(r.injectionWarning.findings[0]).toMatchObject({ rule: 'ignore-instructions', line: 5 });
    expect(r.hints.join(' ')).toMatch(/do not act/);
  });

  it('pages a file over 1 MB by characters', async () => {
    const { call } = await connect();
    const q = { ...widgets, path: 'data/widgets.json', charLength: 5000 };
    const first = (await call('githubGetFileContent', { queries: [q] })).structuredContent!.results[0]!;
    expect(first).toMatchObject({ largeFile: true, window: { charOffset: 0, charLength: 5000, nextCharOffset: 5000 } });
    const second = (await call('githubGetFileContent', { queries: [{ ...q, charOffset: 5000 }] })).structuredContent!
      .results[0]!;
    expect(second.window.charOffset).toBe(5000);
    expect(first.content + second.content).toBe(first.content.concat(second.content));
    expect(second.content.length).toBe(5000);
  });

  it('caps content to the response budget even without charLength', async () => {
    const { call } = await connect({ MAX_RESPONSE_TOKENS: '2000' });
    const res = await call('githubGetFileContent', {
      queries: [{ ...widgets, path: 'data/widgets.json', fullContent: true }],
    });
    const r = res.structuredContent!.results[0]!;
    expect(countTokens(r.content)).toBeLessThanOrEqual(1700);
    expect(countTokens(res.content[0]!.text)).toBeLessThanOrEqual(2000);
    expect(r.hints[0]).toContain(`charOffset ${r.window.nextCharOffset}`);
  });

  it('minifies code but keeps Python indentation', async () => {
    const { call } = await connect();
    const res = await call('githubGetFileContent', {
      queries: [
        { owner: 'acme', repo: 'ledger', path: 'ledger/accounts.py', minified: true },
        { ...widgets, path: 'src/utils/retry.ts', minified: true },
      ],
    });
    const [py, ts] = res.structuredContent!.results;
    expect(py!.content).toContain('\n    def post(self, debit, credit, amount):\n        """Posts one');
    expect(py!.content).not.toContain('# Create accounts lazily');
    expect(ts!.content).not.toContain('/**');
    expect(ts!.content).not.toContain('// exponential backoff');
  });

  it('reports bad line ranges, unknown repos and conflicting options per query', async () => {
    const { call } = await connect();
    const res = await call('githubGetFileContent', {
      queries: [
        { ...widgets, path: 'README.md', startLine: 500 },
        { owner: 'acme', repo: 'nope', path: 'README.md' },
        { ...widgets, path: 'README.md', fullContent: true, startLine: 2 },
        { ...widgets, path: 'README.md', matchString: 'no-such-text' },
        { ...widgets, path: 'README.md', startLine: 1, endLine: 1 },
      ],
    });
    const r = res.structuredContent!.results;
    expect(r.map((x) => x.status)).toEqual(['error', 'error', 'error', 'empty', 'hasResults']);
    expect(r[0]!.error).toMatchObject({
      code: 'INVALID_INPUT',
      message: expect.stringContaining('past the end'),
      hint: expect.any(String),
    });
    expect(r[1]!.error).toMatchObject({ code: 'NOT_FOUND', hint: expect.stringContaining('owner') });
    expect(r[2]!.error.code).toBe('INVALID_INPUT');
    expect(r[4]!.content).toBe('# widgets');
  });
});
