import { randomUUID } from 'node:crypto';
import { chainError } from '@sextant/chain-client';
import type { IndexerClient } from '@sextant/chain-client';

/**
 * Wallet sessions: the model only ever sees an opaque handle; the indexer session id and the viewing key
 * stay in this process's memory and are redacted from every error and log line.
 */
export interface WalletSessions {
  open(viewingKey: string): Promise<{ handle: string }>;
  /** The indexer session id of a handle; throws SESSION_NOT_FOUND. */
  sessionId(handle: string): string;
  close(handle: string): Promise<boolean>;
  closeAll(): Promise<void>;
  count(): number;
}

/** Creates the in-memory session table over an indexer client. */
export function createWalletSessions(indexer: IndexerClient): WalletSessions {
  const sessions = new Map<string, string>();
  return {
    async open(viewingKey) {
      const sessionId = await indexer.connect(viewingKey);
      const handle = `wallet-${randomUUID()}`;
      sessions.set(handle, sessionId);
      return { handle };
    },
    sessionId(handle) {
      const id = sessions.get(handle);
      if (!id)
        throw chainError('SESSION_NOT_FOUND', `No open wallet session "${handle}".`, {
          hint: 'Call midnight_indexer_connect with the viewing key first; sessions end when the server restarts.',
        });
      return id;
    },
    async close(handle) {
      const id = sessions.get(handle);
      if (!id) return false;
      sessions.delete(handle);
      await indexer.disconnect(id).catch(() => undefined);
      return true;
    },
    async closeAll() {
      await Promise.all([...sessions.keys()].map((h) => this.close(h)));
    },
    count: () => sessions.size,
  };
}
