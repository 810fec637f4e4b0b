import { AppError } from '@sextant/core-engine';

/** The HTTP transport's optional peers: stdio-only users do not install them. */
export const HTTP_PEERS = ['@modelcontextprotocol/node'] as const;

/**
 * Loads a module that needs optional peer packages; when one is missing, the error names what to install instead of
 * Node's bare ERR_MODULE_NOT_FOUND.
 */
export async function importWithPeers<T>(
  load: () => Promise<T>,
  feature: string,
  peers: readonly string[],
): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    if ((cause as { code?: unknown } | undefined)?.code !== 'ERR_MODULE_NOT_FOUND') throw cause;
    throw new AppError('NOT_FOUND', `${feature} needs ${peers.join(' and ')}, which is not installed.`, {
      hint: `npm install ${peers.join(' ')} (optional peers of @sextant/mcp-shell; the apps install them).`,
      details: { peers },
      cause,
    });
  }
}
