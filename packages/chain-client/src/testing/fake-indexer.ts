import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSchema, createYoga } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { buildIndexerData } from './fake-indexer-data.js';
import type { FakeIndexerData, SourceBlock } from './fake-indexer-data.js';
import { createFakeIndexerResolvers } from './fake-indexer-resolvers.js';
import type { FakeProgress } from './fake-indexer-resolvers.js';
import { INDEXER_SUBSET_SDL } from './indexer-subset.js';
import { FAKE_CONTRACT_ADDRESS } from './fake-chain.js';

/** Options of the fake indexer. */
export interface FakeIndexerOptions {
  /** Blocks to index (pass `fakeNode.chain.blocks` so node and indexer agree); synthetic ones otherwise. */
  blocks?: readonly SourceBlock[];
  /** Network id used for the addresses it serves. @default 'undeployed' */
  network?: string;
  /** When history subscriptions announce progress. @default { order: 'first', tickMs: 30000 } (the real indexer) */
  progress?: Partial<FakeProgress>;
}

/** Faults the fake indexer injects. */
export interface FakeIndexerFaults {
  delayMs?: number;
  /** Answer HTTP requests with this status (e.g. 503) the given number of times. */
  failNext?: { status: number; times: number };
  notReady?: boolean;
}

/** A running loopback indexer (GraphQL over HTTP + graphql-transport-ws). */
export interface FakeIndexer {
  url: string;
  data: FakeIndexerData;
  faults: FakeIndexerFaults;
  /** Every GraphQL document received (HTTP and WebSocket), for schema validation. */
  documents: string[];
  /** Every subscription started over WebSocket: its document and variables, in order. */
  subscriptions: { query: string; variables: Record<string, unknown> }[];
  /** Progress behaviour of new subscriptions; tests may change it between calls. */
  progress: FakeProgress;
  /** Live session ids (tests check disconnect). */
  sessions: Map<string, string>;
  stop(): Promise<void>;
}

/** Starts the fake indexer on 127.0.0.1 with a random port. */
export async function startFakeIndexer(opts: FakeIndexerOptions = {}): Promise<FakeIndexer> {
  const data = buildIndexerData(opts.blocks, opts.network ?? 'undeployed', FAKE_CONTRACT_ADDRESS);
  const sessions = new Map<string, string>();
  const documents: string[] = [];
  const subscriptions: FakeIndexer['subscriptions'] = [];
  const faults: FakeIndexerFaults = {};
  const progress: FakeProgress = { order: 'first', tickMs: 30_000, ...opts.progress };
  const schema = createSchema({
    typeDefs: INDEXER_SUBSET_SDL,
    resolvers: createFakeIndexerResolvers(data, sessions, progress) as never,
  });
  const yoga = createYoga({
    schema,
    graphqlEndpoint: '/api/v4/graphql',
    logging: false,
    maskedErrors: false,
    plugins: [
      { onParams: ({ params }: { params: { query?: string } }) => void (params.query && documents.push(params.query)) },
    ],
  });
  const server = createServer(async (req, res) => {
    if (faults.delayMs) await new Promise((r) => setTimeout(r, faults.delayMs));
    if (req.url === '/ready') {
      res.writeHead(faults.notReady ? 503 : 200).end();
      return;
    }
    if (faults.failNext && faults.failNext.times > 0) {
      faults.failNext.times--;
      res.writeHead(faults.failNext.status, { 'content-type': 'text/plain' }).end('unavailable');
      return;
    }
    void yoga(req, res);
  });
  const wss = new WebSocketServer({ server, path: '/api/v4/graphql/ws' });
  const wsServer = useServer(
    {
      schema,
      onSubscribe: (_ctx, _id, payload) => {
        documents.push(payload.query);
        subscriptions.push({ query: payload.query, variables: payload.variables ?? {} });
      },
    },
    wss,
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    faults,
    progress,
    documents,
    subscriptions,
    sessions,
    async stop() {
      await wsServer.dispose();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
