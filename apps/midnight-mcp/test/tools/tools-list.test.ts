import { encode } from 'gpt-tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from '../support/connect.js';

describe('tools/list', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());

  it('matches the pinned tool surface', async () => {
    const list = await app.client.listTools();
    await expect(JSON.stringify(list, null, 2)).toMatchFileSnapshot('__toolsnaps__/tools.json');
  });

  it('keeps descriptions short and the whole list under a token budget', async () => {
    const { tools } = await app.client.listTools();
    for (const t of tools) expect(t.description?.length ?? 0, t.name).toBeLessThanOrEqual(200);
    const tokens = encode(JSON.stringify(tools)).length;
    expect(tokens).toBeGreaterThan(1000); // sanity: the count is of the real list
    expect(tokens).toBeLessThan(11_500); // 30 tools with full input and output schemas (check-contracts: ~400)
  });
});
