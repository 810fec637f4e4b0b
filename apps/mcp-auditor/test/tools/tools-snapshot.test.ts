import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { connect } from '../support.js';

let conn: TestConnection;
beforeAll(async () => void (conn = await connect()));
afterAll(() => conn.close());

it('pins the tool surface', async () => {
  await expect(JSON.stringify(await conn.client.listTools(), null, 2)).toMatchFileSnapshot(
    '../__toolsnaps__/tools.json',
  );
});
