import { connectInMemory } from '@sextant/mcp-shell/testing';
import type { TestConnection } from '@sextant/mcp-shell/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tools } from '../../src/tools/index.js';
import { startWorld } from '../support/world.js';
import type { World } from '../support/world.js';

// The real indexer announces progress first and then ticks every ~30 s. With generous drain limits, a result that
// says `stopped_by: marker` proves the drain ended on the items themselves, not on a limit or the next tick.
const PATIENT = { MIDNIGHT_DRAIN_TIMEOUT_MS: '60000', MIDNIGHT_DRAIN_IDLE_MS: '45000' };

describe.each(['first', 'last'] as const)('history tools when the indexer sends progress %s', (order) => {
  let world: World;
  let conn: TestConnection;
  const call = async (name: string, args: Record<string, unknown>) => {
    const res = await conn.client.callTool({ name, arguments: { ...args, format: 'json' } });
    expect(res.isError).toBeFalsy();
    return res.structuredContent as Record<string, unknown>;
  };

  beforeAll(async () => {
    // 38 blocks with a finality lag of 2: transactions at heights 3, 6, … 36, all touching the fake address.
    world = await startWorld({ blocks: 38, progress: { order, tickMs: 30_000 }, env: PATIENT });
    conn = await connectInMemory({ tools, deps: world.deps() });
  });
  afterAll(async () => {
    await conn?.close();
    await world?.close();
  });

  it('address history, balance, analysis and search complete at the marker for a 12-transaction address', async () => {
    const address = world.indexer.data.address;
    expect(world.indexer.data.txs).toHaveLength(12);
    const history = await call('midnight_indexer_get_account_history', { address, limit: 50 });
    expect(history).toMatchObject({ kind: 'unshielded', total: 12, complete: true, stopped_by: 'marker' });
    const balance = await call('midnight_rpc_get_balance', { address });
    expect(balance).toMatchObject({ complete: true, stopped_by: 'marker', transactions_seen: 12 });
    const analysis = await call('midnight_analyze_address', { address });
    expect(analysis.activity).toMatchObject({ transactions: 12, complete: true, stopped_by: 'marker' });
    const found = await call('midnight_indexer_search_transactions', { address });
    expect(found).toMatchObject({ total: 12, complete: true, stopped_by: 'marker' });
  });

  it('a wallet with no transactions completes at once, unshielded and shielded', async () => {
    const empty = await call('midnight_indexer_get_account_history', { address: world.indexer.data.emptyAddress });
    expect(empty).toMatchObject({ total: 0, transactions: [], complete: true, stopped_by: 'marker' });
    const shielded = await call('midnight_indexer_get_account_history', {
      viewing_key: world.indexer.data.emptyViewingKey,
    });
    expect(shielded).toMatchObject({ kind: 'shielded', total: 0, complete: true, stopped_by: 'marker' });
  });

  it('a wallet with shielded transactions completes at the marker', async () => {
    const shielded = await call('midnight_indexer_get_account_history', { viewing_key: world.indexer.data.viewingKey });
    expect(shielded).toMatchObject({ kind: 'shielded', total: 4, complete: true, stopped_by: 'marker' });
  });
});

describe('the unshielded history of one address', () => {
  let world: World;
  let conn: TestConnection;
  beforeAll(async () => {
    world = await startWorld({ blocks: 38, env: PATIENT });
    conn = await connectInMemory({ tools, deps: world.deps() });
  });
  afterAll(async () => {
    await conn?.close();
    await world?.close();
  });

  it('is drained in full once: balance, analysis and history pages then ask only for newer transactions', async () => {
    const address = world.indexer.data.address;
    const call = async (name: string, args: Record<string, unknown>) => {
      const res = await conn.client.callTool({ name, arguments: { address, ...args, format: 'json' } });
      expect(res.isError).toBeFalsy();
      return res.structuredContent as Record<string, unknown>;
    };
    const drains = () =>
      world.indexer.subscriptions
        .filter((s) => s.query.includes('unshieldedTransactions'))
        .map((s) => s.variables.transactionId);
    const balance = await call('midnight_rpc_get_balance', {});
    const analysis = await call('midnight_analyze_address', {});
    const page1 = await call('midnight_indexer_get_account_history', { limit: 5 });
    const page2 = await call('midnight_indexer_get_account_history', { limit: 5, offset: 5 });
    const lastId = Math.max(...world.indexer.data.txs.map((t) => t.id));
    expect(drains()).toEqual([0, lastId + 1, lastId + 1, lastId + 1]);
    // The answers are those of a full drain each time.
    expect(balance).toMatchObject({ complete: true, stopped_by: 'marker', transactions_seen: 12 });
    expect(analysis.activity).toMatchObject({ transactions: 12, complete: true });
    expect([page1.total, page2.total, page1.has_more]).toEqual([12, 12, true]);
    expect((page2.transactions as unknown[]).length).toBe(5);
  });
});
