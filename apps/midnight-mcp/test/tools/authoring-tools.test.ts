import { silentLogger } from '@sextant/core-engine';
import { connectInMemory } from '@sextant/mcp-shell/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createDeps } from '../../src/deps.js';
import { tempDataDir } from '../support/connect.js';
import { tools } from '../../src/tools/index.js';

const deps = createDeps(loadConfig({ MIDNIGHT_DATA_DIR: tempDataDir() }), silentLogger); // authoring tools make no upstream calls
const broken = '```compact\npragma language_version >= 0.20;\nexport circuit f(: [] {\n```';
const fixed =
  '```compact\npragma language_version >= 0.20;\nimport CompactStandardLibrary;\nexport ledger n: Counter;\nexport circuit bump(): [] {\n  assert(n.read() < 10, "full");\n  n.increment(1);\n}\n```';

describe('authoring tools through MCP sampling', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  async function connect(answers: string[]) {
    const prompts: string[] = [];
    const conn = await connectInMemory({
      tools,
      deps,
      format: 'json',
      onSample: (params) => {
        prompts.push(JSON.stringify(params.messages));
        return answers[Math.min(prompts.length - 1, answers.length - 1)] as string;
      },
    });
    close = conn.close;
    return { client: conn.client, prompts };
  }

  it('midnight-generate-contract retries with the parse errors and returns valid code', async () => {
    const { client, prompts } = await connect([broken, fixed]);
    const res = await client.callTool({
      name: 'midnight-generate-contract',
      arguments: { description: 'a capped counter anyone can bump' },
    });
    expect(res.structuredContent).toMatchObject({
      valid: true,
      attempts: 2,
      diagnostics: [],
      findings: [],
      model: 'test-model',
    });
    expect((res.structuredContent as { code: string }).code).toContain('export circuit bump(): []');
    expect(prompts[1]).toContain('does not parse');
    expect(prompts[1]).toContain('line 2:');
  });

  it('midnight-generate-contract says what still fails after the last attempt', async () => {
    const { client } = await connect([broken]);
    const res = await client.callTool({
      name: 'midnight-generate-contract',
      arguments: { description: 'a broken thing, please', maxAttempts: 1 },
    });
    const out = res.structuredContent as { valid: boolean; diagnostics: { line: number; message: string }[] };
    expect(out.valid).toBe(false);
    expect(out.diagnostics[0]).toMatchObject({ line: 2, message: expect.stringContaining('Missing name') });
  });

  it('midnight-review-contract grounds the model in the static findings', async () => {
    const { client, prompts } = await connect(['Looks fine except line 5.']);
    const code = 'witness sk(): Bytes<32>;\nexport ledger k: Bytes<32>;\nexport circuit leak(): [] {\n  k = sk();\n}';
    const res = await client.callTool({ name: 'midnight-review-contract', arguments: { code } });
    expect(res.structuredContent).toMatchObject({ review: 'Looks fine except line 5.', parseErrors: 0 });
    expect(prompts[0]).toContain('[high] line 4');
  });

  it('midnight-document-contract lists exported circuits the documentation missed', async () => {
    const { client } = await connect(['# Counter\n\n`bump` increments the counter.']);
    const code =
      'export ledger n: Counter;\nexport circuit bump(): [] { n.increment(1); }\nexport circuit reset(): [] { n.resetToDefault(); }';
    const res = await client.callTool({ name: 'midnight-document-contract', arguments: { code } });
    expect(res.structuredContent).toMatchObject({ undocumented: ['reset'] });
  });

  it('reports that sampling is unavailable when the client cannot sample', async () => {
    const conn = await connectInMemory({ tools, deps, format: 'json' });
    close = conn.close;
    const res = await conn.client.callTool({
      name: 'midnight-review-contract',
      arguments: { code: 'ledger x: Field;' },
    });
    expect(res.isError).toBe(true);
    expect(JSON.stringify(res.content)).toContain('SAMPLING');
  });
});
