import { importOptional } from '@sextant/core-engine';

/** The HTTP transport's optional peers: stdio-only users do not install them. */
export const HTTP_PEERS = ['@modelcontextprotocol/node'] as const;

/** Loads a module of this package that needs optional peers (core-engine's one loader, owner named). */
export const importWithPeers = <T>(load: () => Promise<T>, feature: string, peers: readonly string[]): Promise<T> =>
  importOptional(load, { feature, peers, owner: '@sextant/mcp-shell; the apps install them' });
