import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect } from '../support.js';

let conn: TestConnection;
// The structured mode: the snapshot pins the output schemas too (what SEXTANT_STRUCTURED_CONTENT=on declares).
beforeAll(async () => void (conn = await connect('toon', true)));
afterAll(() => conn.close());

it('pins the tool surface', async () => {
  await expect(JSON.stringify(await conn.client.listTools(), null, 2)).toMatchFileSnapshot(
    '../__toolsnaps__/tools.json',
  );
});
