import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { createFakeChain, FAKE_CONTRACT_ADDRESS } from './fake-chain.js';
import { FAKE_CONTRACT_STATES } from './fake-contract-states.js';
import type { FakeBlock, FakeChain, FakeChainOptions } from './fake-chain.js';

/** Faults the fake node injects, changeable while it runs. */
export interface FakeNodeFaults {
  /** Delay before every answer. */
  delayMs?: number;
  /** Methods answered with a JSON-RPC error. */
  errors?: Record<string, { code: number; message: string }>;
  /** Methods never answered (the client must time out). */
  hang?: string[];
  /** Refuse this many WebSocket handshakes with HTTP 503 (a node that is restarting). */
  refuseConnections?: number;
}

/** Options of the fake node. */
export interface FakeNodeOptions extends FakeChainOptions {
  /**
   * SCALE metadata (hex or bytes); default: the real Midnight node 2.1.0 metadata when `metadataPath` exists, else
   * generic Substrate. Node 2.1.101's own metadata is in no source we can read; the version it reports is 2.1.101's.
   */
  metadata?: string | Uint8Array;
  /** Path of a metadata .scale file to try first. */
  metadataPath?: string;
  /**
   * Contract states served by midnight_contractState (tagged serialization as bare hex, by contract address);
   * default: the fake indexer's contract holding its ledger-9 state (FAKE_CONTRACT_STATES).
   */
  contractStates?: Record<string, string>;
}

/** A running loopback JSON-RPC WebSocket node. */
export interface FakeNode {
  url: string;
  port: number;
  chain: FakeChain;
  faults: FakeNodeFaults;
  /** Every method called, in order (tests assert on it). */
  calls: string[];
  /** Closes every client socket (simulates a node restart/network drop). */
  dropConnections(): void;
  /** Adds a block and notifies head subscribers. */
  produceBlock(): FakeBlock;
  stop(): Promise<void>;
}

async function loadMetadata(opts: FakeNodeOptions): Promise<{ metadata: string | Uint8Array; source: string }> {
  if (opts.metadata) return { metadata: opts.metadata, source: 'given' };
  if (opts.metadataPath) {
    const bytes = await readFile(opts.metadataPath).catch(() => undefined);
    if (bytes) return { metadata: new Uint8Array(bytes), source: opts.metadataPath };
  }
  const { default: substrate } = await import('@polkadot/types-support/metadata/static-substrate');
  return { metadata: substrate, source: 'substrate' };
}

/** Starts a fake Midnight node on 127.0.0.1 (random port) that @polkadot/api connects to for real. */
export async function startFakeNode(opts: FakeNodeOptions = {}): Promise<FakeNode> {
  const { metadata } = await loadMetadata(opts);
  const chain = createFakeChain(metadata, opts);
  const faults: FakeNodeFaults = {};
  const calls: string[] = [];
  const subscribers = new Map<string, { ws: WebSocket; method: string }>();
  let subId = 0;
  const runtimeVersion = {
    specName: chain.hasMidnightPallet ? 'midnight' : 'node',
    implName: chain.hasMidnightPallet ? 'midnight-node' : 'substrate-node',
    authoringVersion: 1,
    // Node 2.1.101 runs runtime 2.1.100: spec_version 2_001_100, transaction_version 4 since the ledger-9 runtime
    // (node 2.1.0-beta.1 and 2.1.200-rc.2 release notes).
    specVersion: chain.hasMidnightPallet ? 2_001_100 : 268,
    implVersion: 0,
    apis: [],
    transactionVersion: chain.hasMidnightPallet ? 4 : 1,
    stateVersion: 1,
  };
  const block = (ref: unknown): FakeBlock | undefined =>
    typeof ref === 'string' ? chain.byHash.get(ref) : chain.blocks.at(-1);
  const finalized = () => chain.blocks[chain.finalizedNumber()]!;

  const handlers: Record<string, (params: unknown[], ws: WebSocket) => unknown> = {
    rpc_methods: () => ({ version: 1, methods: Object.keys(handlers).sort() }),
    system_chain: () => (chain.hasMidnightPallet ? 'Midnight Loopback' : 'Development'),
    system_name: () => 'fake-midnight-node',
    system_version: () => '2.1.101-loopback',
    system_properties: () => ({ ss58Format: 42 }),
    system_health: () => ({ peers: 3, isSyncing: false, shouldHavePeers: true }),
    state_getRuntimeVersion: () => runtimeVersion,
    state_getMetadata: () => chain.metadataHex,
    chain_getBlockHash: ([n]) =>
      n === undefined || n === null ? chain.blocks.at(-1)!.hash : (chain.blocks[Number(n)]?.hash ?? null),
    chain_getHeader: ([h]) => block(h)?.header ?? null,
    chain_getBlock: ([h]) => {
      const b = block(h);
      return b ? { block: { header: b.header, extrinsics: b.extrinsics }, justifications: null } : null;
    },
    chain_getFinalizedHead: () => finalized().hash,
    state_getStorage: ([key, at]) => (key === chain.eventsKey ? (block(at)?.events ?? null) : null),
    state_subscribeRuntimeVersion: (_p, ws) => subscribe(ws, 'state_runtimeVersion', runtimeVersion),
    state_unsubscribeRuntimeVersion: ([id]) => subscribers.delete(String(id)),
    chain_subscribeNewHeads: (_p, ws) => subscribe(ws, 'chain_newHead', chain.blocks.at(-1)!.header),
    chain_unsubscribeNewHeads: ([id]) => subscribers.delete(String(id)),
    chain_subscribeFinalizedHeads: (_p, ws) => subscribe(ws, 'chain_finalizedHead', finalized().header),
    chain_unsubscribeFinalizedHeads: ([id]) => subscribers.delete(String(id)),
    ...(chain.hasMidnightPallet
      ? {
          // The ledger Mainnet, Preview and Preprod run since the upgrade (the real answer's wording is unverified).
          midnight_ledgerVersion: () => 'ledger-9.1.0.1',
          midnight_apiVersions: () => [1, 2],
          midnight_ledgerStats: () => ({ contracts: 1, unshieldedUtxos: 12 }),
          midnight_contractState: ([address]) => {
            const states = opts.contractStates ?? { [FAKE_CONTRACT_ADDRESS]: FAKE_CONTRACT_STATES[9] };
            const state = states[String(address).replace(/^0x/, '')];
            if (state === undefined) throw { code: -32602, message: `Contract ${String(address)} not found` };
            return state;
          },
          systemParameters_getTermsAndConditions: () => null,
          sidechain_getStatus: () => ({ sidechain: { epoch: 10, slot: 1234 } }),
        }
      : {}),
  };

  function subscribe(ws: WebSocket, notification: string, first: unknown): string {
    const id = `sub-${++subId}`;
    subscribers.set(id, { ws, method: notification });
    setImmediate(() => send(ws, { jsonrpc: '2.0', method: notification, params: { subscription: id, result: first } }));
    return id;
  }
  function send(ws: WebSocket, msg: unknown) {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
  }

  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    verifyClient: (_info, done) => {
      if (!faults.refuseConnections) return done(true);
      faults.refuseConnections--;
      done(false, 503, 'node restarting');
    },
  });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  server.on('connection', (ws) => {
    ws.on('message', async (raw) => {
      let req: { id?: number | string; method?: string; params?: unknown[] };
      try {
        req = JSON.parse(String(raw));
      } catch {
        return send(ws, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      }
      const method = String(req.method);
      calls.push(method);
      if (faults.hang?.includes(method)) return;
      if (faults.delayMs) await new Promise((r) => setTimeout(r, faults.delayMs));
      const injected = faults.errors?.[method];
      if (injected) return send(ws, { jsonrpc: '2.0', id: req.id, error: injected });
      const handler = handlers[method];
      if (!handler)
        return send(ws, {
          jsonrpc: '2.0',
          id: req.id,
          error: { code: -32601, message: `Method not found: ${method}` },
        });
      try {
        send(ws, { jsonrpc: '2.0', id: req.id, result: handler(req.params ?? [], ws) ?? null });
      } catch (e) {
        const err = e as { code?: number; message?: string };
        send(ws, {
          jsonrpc: '2.0',
          id: req.id,
          error: { code: err.code ?? -32603, message: err.message ?? 'Internal error' },
        });
      }
    });
    ws.on('close', () => {
      for (const [id, s] of subscribers) if (s.ws === ws) subscribers.delete(id);
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    chain,
    faults,
    calls,
    dropConnections: () => {
      for (const ws of server.clients) ws.terminate();
    },
    produceBlock() {
      const b = chain.produceBlock();
      for (const [id, s] of subscribers) {
        if (s.method === 'chain_newHead')
          send(s.ws, { jsonrpc: '2.0', method: s.method, params: { subscription: id, result: b.header } });
        if (s.method === 'chain_finalizedHead')
          send(s.ws, { jsonrpc: '2.0', method: s.method, params: { subscription: id, result: finalized().header } });
      }
      return b;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const ws of server.clients) ws.terminate();
        server.close(() => resolve());
      }),
  };
}
