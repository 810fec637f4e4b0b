import type { ApiPromise } from '@polkadot/api';
import type { GenericChainProperties } from '@polkadot/types';
import type { SignedBlock } from '@polkadot/types/interfaces';
import { silentLogger } from '@sextant/core-engine';
import type { Logger } from '@sextant/core-engine';
import { createCountingCache } from '../cache.js';
import type { CacheStats } from '../cache.js';
import { chainError } from '../errors.js';
import { NIGHT } from '../units.js';
import { withRetry, withTimeout } from '../retry.js';
import { routePolkadotConsole } from './polkadot-console.js';
import { createBackoffProvider } from './backoff-provider.js';
import { findRefusal } from '../connection-refused.js';
import { classifyNodeError, isTransientNodeError } from './classify-error.js';
import { decodeBlock } from './decode-block.js';
import type { DecodedBlock } from './decode-block.js';
import { MIDNIGHT_RPC, MIDNIGHT_RPC_METHODS, MIDNIGHT_SIGNED_EXTENSIONS } from './rpc-definitions.js';

/** Options of the Midnight node client. */
export interface NodeClientOptions {
  /** WebSocket RPC endpoint, e.g. ws://127.0.0.1:9944. */
  url: string;
  /** Per-call timeout. @default 15000 */
  timeoutMs?: number;
  /** Time allowed for the initial connection and metadata download. @default 20000 */
  connectTimeoutMs?: number;
  /** Backoff between retries of transient failures. @default [1000, 2000, 4000] */
  retryDelaysMs?: readonly number[];
  /** Finalized blocks kept in memory (they never change). @default 512 */
  blockCacheSize?: number;
  logger?: Logger;
}

/** A block pointer: hash and height. */
export interface HeadRef {
  hash: string;
  number: number;
}

/** Facts about the node for health reports. */
export interface NodeHealth {
  peers: number;
  isSyncing: boolean;
  shouldHavePeers: boolean;
  chain: string;
  nodeName: string;
  nodeVersion: string;
  specName: string;
  specVersion: number;
  best: HeadRef;
  finalized: HeadRef;
  midnightRpc: string[];
}

/** Client for a Midnight (Substrate) node over @polkadot/api. */
export interface NodeClient {
  api(): Promise<ApiPromise>;
  getBlock(at: { hash?: string; height?: number }): Promise<DecodedBlock>;
  getBlockHash(height: number): Promise<string | null>;
  getFinalizedHead(): Promise<HeadRef>;
  getBestHead(): Promise<HeadRef>;
  health(): Promise<NodeHealth>;
  rpcMethods(): Promise<string[]>;
  /** Calls a raw JSON-RPC method (custom Midnight RPCs), after checking `rpc_methods` offers it. */
  callRpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  stats(): { blocks: CacheStats; retries: number; reconnects: number; reconnectDelaysMs: number[] };
  disconnect(): Promise<void>;
}

/**
 * Midnight's chain properties carry no token symbol or decimals, so @polkadot/api would format amounts as
 * "Unit" with 12 decimals. Declare NIGHT (6 decimals) instead, keeping the node's ss58 format.
 */
function useMidnightUnits(api: ApiPromise): void {
  const props = api.registry.getChainProperties();
  if (props && props.tokenSymbol.isSome) return;
  const ss58Format = props?.ss58Format.isSome ? props.ss58Format.unwrap().toNumber() : 42;
  api.registry.setChainProperties(
    api.registry.createType('ChainProperties', {
      ss58Format,
      tokenDecimals: [NIGHT.decimals],
      tokenSymbol: [NIGHT.symbol],
    }) as unknown as GenericChainProperties,
  );
}

/** Creates a lazily-connecting node client with retries, a finalized-block LRU and custom RPCs registered. */
export function createNodeClient(opts: NodeClientOptions): NodeClient {
  const log = opts.logger ?? silentLogger;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const blocks = createCountingCache<DecodedBlock>({ max: opts.blockCacheSize ?? 512 });
  const finalizedHashes = createCountingCache<string>({ max: 4096 });
  let apiPromise: Promise<ApiPromise> | undefined;
  let send: ((method: string, params: unknown[]) => Promise<unknown>) | undefined;
  let reconnectDelaysMs: number[] = [];
  let stopProvider = () => {};
  let methods: string[] | undefined;
  let retries = 0;
  let reconnects = 0;
  let releaseConsole: (() => void) | undefined;

  const connect = async (): Promise<ApiPromise> => {
    const { ApiPromise, WsProvider } = await import('@polkadot/api');
    releaseConsole ??= routePolkadotConsole(log.child({ component: 'polkadot' }));
    const backoff = createBackoffProvider(WsProvider, opts.url, {
      delaysMs: opts.retryDelaysMs ?? [1000, 2000, 4000],
      timeoutMs,
    });
    const { provider } = backoff;
    reconnectDelaysMs = backoff.delaysUsed;
    stopProvider = backoff.stop;
    provider.on('disconnected', () => log.warn('node disconnected; reconnecting with backoff', { url: opts.url }));
    provider.on('connected', () => reconnects++);
    send = (method, params) => provider.send(method, params);
    const api = new ApiPromise({
      provider,
      rpc: MIDNIGHT_RPC as never,
      signedExtensions: MIDNIGHT_SIGNED_EXTENSIONS,
      noInitWarn: true,
      throwOnConnect: true,
    });
    // A refused first connection fails at once: the provider would retry it with backoff for the whole timeout.
    // The runtime's WebSocket (Node 22+) gives an error event with no reason: findRefusal then asks the port.
    const refused = new Promise<never>((_, reject) =>
      provider.on('error', (e: unknown) => {
        if (reconnects !== 0) return;
        void findRefusal(e, opts.url).then((found) => found !== undefined && reject(found));
      }),
    );
    refused.catch(() => undefined);
    try {
      await withTimeout(
        Promise.race([api.isReadyOrError, refused]),
        opts.connectTimeoutMs ?? 20_000,
        `Midnight node at ${opts.url}`,
      );
      useMidnightUnits(api);
      reconnects = 0;
      return api;
    } catch (err) {
      backoff.stop();
      await api.disconnect().catch(() => undefined);
      // The runtime's WebSocket (Node 22+) says nothing about why; findRefusal then asks the port.
      const refusedNow = (await findRefusal(err, opts.url)) !== undefined;
      throw chainError(
        'NODE_UNAVAILABLE',
        `Cannot connect to the Midnight node at ${opts.url}${refusedNow ? ' (connection refused)' : ''}.`,
        {
          hint: 'Set MIDNIGHT_NODE_URL to a reachable ws:// or wss:// RPC endpoint (default port 9944).',
          cause: err,
          details: { transient: !refusedNow },
        },
      );
    }
  };
  const api = () => {
    apiPromise ??= connect().catch((err) => {
      apiPromise = undefined;
      throw err;
    });
    return apiPromise;
  };

  /** One node call: connect, time-box, classify errors, retry transient ones. */
  const call = <T>(method: string, fn: (a: ApiPromise) => Promise<T>): Promise<T> =>
    withRetry(
      async () => {
        try {
          return await withTimeout(fn(await api()), timeoutMs, `Node call ${method}`);
        } catch (err) {
          throw classifyNodeError(err, method);
        }
      },
      {
        delaysMs: opts.retryDelaysMs,
        isTransient: isTransientNodeError,
        onRetry: ({ attempt, delayMs }) => {
          retries++;
          log.warn('retrying node call', { method, attempt, delayMs });
        },
      },
    );

  const getFinalizedHead = () =>
    call('chain_getFinalizedHead', async (a) => {
      const hash = await a.rpc.chain.getFinalizedHead();
      const header = await a.rpc.chain.getHeader(hash);
      return { hash: hash.toHex(), number: header.number.toNumber() };
    });

  const getBlockHash = async (height: number): Promise<string | null> => {
    const known = finalizedHashes.get(String(height));
    if (known) return known;
    return call('chain_getBlockHash', async (a) => {
      const hash = await a.rpc.chain.getBlockHash(height);
      return hash.isEmpty ? null : hash.toHex();
    });
  };

  const loadBlock = async (hash: string): Promise<DecodedBlock> => {
    const finalized = await getFinalizedHead();
    const decoded = await call('chain_getBlock', async (a) => {
      let signed: SignedBlock;
      try {
        signed = await a.rpc.chain.getBlock(hash);
      } catch (err) {
        if (/null|not found|Unable to retrieve/i.test((err as Error).message)) return null;
        throw err;
      }
      if (signed.isEmpty) return null;
      const number = signed.block.header.number.toNumber();
      const at = await a.at(hash);
      // Typed through a narrow view: the augmented storage types are not part of our public surface.
      const records = await (at.query as unknown as { system: { events(): Promise<unknown> } }).system.events();
      return decodeBlock(signed, records as never, number <= finalized.number);
    });
    if (!decoded)
      throw chainError('BLOCK_NOT_FOUND', `No block with hash ${hash}.`, { hint: 'Check the hash, or ask by height.' });
    if (decoded.finalized) finalizedHashes.set(String(decoded.number), decoded.hash);
    return decoded;
  };

  return {
    api,
    getBlockHash,
    getFinalizedHead,
    getBestHead: () =>
      call('chain_getHeader', async (a) => {
        const header = await a.rpc.chain.getHeader();
        return { hash: header.hash.toHex(), number: header.number.toNumber() };
      }),
    async getBlock({ hash, height }) {
      if (hash === undefined && height === undefined)
        throw chainError('INVALID_PARAMS', 'Give a block hash or a height.');
      let target = hash?.toLowerCase();
      if (target === undefined) {
        const found = await getBlockHash(height!);
        if (!found)
          throw chainError('BLOCK_NOT_FOUND', `No block at height ${height}.`, {
            hint: 'The height may be above the best block; call midnight_rpc_chain_get_finalized_head.',
          });
        target = found;
      }
      // Only finalized blocks are cached: anything past the finalized head may still be re-orged.
      return blocks.getOrLoad(
        target,
        () => loadBlock(target),
        (b) => b.finalized,
      );
    },
    async rpcMethods() {
      methods ??= await call('rpc_methods', async (a) => (await a.rpc.rpc.methods()).methods.map((m) => m.toString()));
      return methods;
    },
    async callRpc<T>(method: string, params: unknown[] = []) {
      const offered = await this.rpcMethods();
      if (!offered.includes(method)) {
        throw chainError('UNSUPPORTED', `This node does not offer ${method}.`, {
          hint: 'Point MIDNIGHT_NODE_URL at a Midnight node (it lists the method in rpc_methods).',
        });
      }
      return call(method, async () => (await send!(method, params)) as T);
    },
    async health() {
      const [h, chain, nodeName, nodeVersion, best, finalized, offered] = await Promise.all([
        call('system_health', (a) => a.rpc.system.health()),
        call('system_chain', (a) => a.rpc.system.chain()),
        call('system_name', (a) => a.rpc.system.name()),
        call('system_version', (a) => a.rpc.system.version()),
        this.getBestHead(),
        getFinalizedHead(),
        this.rpcMethods(),
      ]);
      const runtime = (await api()).runtimeVersion;
      return {
        peers: h.peers.toNumber(),
        isSyncing: h.isSyncing.isTrue,
        shouldHavePeers: h.shouldHavePeers.isTrue,
        chain: chain.toString(),
        nodeName: nodeName.toString(),
        nodeVersion: nodeVersion.toString(),
        specName: runtime.specName.toString(),
        specVersion: runtime.specVersion.toNumber(),
        best,
        finalized,
        midnightRpc: MIDNIGHT_RPC_METHODS.filter((m) => offered.includes(m)),
      };
    },
    stats: () => ({ blocks: blocks.stats(), retries, reconnects, reconnectDelaysMs: [...reconnectDelaysMs] }),
    async disconnect() {
      const pending = apiPromise;
      apiPromise = undefined;
      stopProvider();
      if (pending) await (await pending.catch(() => undefined))?.disconnect();
      releaseConsole?.();
      releaseConsole = undefined;
    },
  };
}
