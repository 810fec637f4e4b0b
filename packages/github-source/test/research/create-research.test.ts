import { describe, expect, it } from 'vitest';
import { createGitHubResearch, perQueryBudget } from '../../src/research.js';
import { setup } from '../support.js';

const widgets = { owner: 'acme', repo: 'widgets' };
const run = { budget: perQueryBudget(20_000, 1) };

/** The answer when it has content; fails the test otherwise. */
function withContent<R extends { status: string }>(r: R): Extract<R, { status: 'hasResults' }> {
  expect(r.status).toBe('hasResults');
  return r as Extract<R, { status: 'hasResults' }>;
}

describe('research operations without an MCP server', () => {
  it('reads match windows with secrets redacted by default and the next step hinted', async () => {
    const { source } = await setup();
    const research = createGitHubResearch({ source });
    const file = withContent(
      await research.getFileContent(
        {
          ...widgets,
          path: 'src/auth/token-store.ts',
          matchString: 'AWS_ACCESS_KEY_ID',
          matchStringContextLines: 0,
          fullContent: false,
          minified: false,
          charOffset: 0,
        },
        run,
      ),
    );
    expect(file).toMatchObject({ status: 'hasResults', matchLines: [9, 40] });
    expect(file.content).toContain('[REDACTED:');
    expect(file.content).not.toMatch(/AKIA[A-Z0-9]{16}/);
  });

  it('uses the redactor it is given and cuts a large file to the token budget', async () => {
    const { source } = await setup();
    const research = createGitHubResearch({
      source,
      redact: (text) => ({ text: text.replaceAll('widget-', 'item-'), findings: [{ rule: 'test-rule' }] }),
    });
    const base = { ...widgets, matchStringContextLines: 5, fullContent: true, minified: false, charOffset: 0 };
    const file = withContent(await research.getFileContent({ ...base, path: 'data/widgets.json' }, { budget: 500 }));
    expect(file.redacted).toEqual(['test-rule']);
    expect(file.content).toContain('item-');
    expect(file.content).not.toContain('widget-');
    expect(file.largeFile).toBe(true);
    expect(file.window?.nextCharOffset).toBe(file.content?.length);
    expect(file.hints?.[0]).toContain(`charOffset ${file.window?.nextCharOffset}`);
  });

  it('lists a folder relative to itself and refuses a PR number without its repository', async () => {
    const { source } = await setup();
    const research = createGitHubResearch({ source });
    const tree = await research.viewRepoStructure(
      { ...widgets, path: 'src', depth: 1, entriesPerPage: 100, entryPageNumber: 1 },
      run,
    );
    expect(tree.entries.map((e) => e.path)).toContain('index.ts');
    await expect(
      research.searchPullRequests(
        { prNumber: 42, sort: 'best-match', order: 'desc', limit: 5, type: 'metadata', withComments: false },
        run,
      ),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT', message: 'prNumber needs owner and repo.' });
  });
});
