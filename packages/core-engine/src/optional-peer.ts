import { AppError } from './errors.js';
import type { ErrorCode } from './error-codes.js';

/** What a lazily loaded optional peer is for, and what to say when it is missing. */
export interface OptionalPeer {
  /** The feature that needs it, as the start of a sentence: `The HTTP transport`, `VECTOR_STORE=chroma`. */
  feature: string;
  /** The packages to install. */
  peers: readonly string[];
  /** The package that declares them as optional peers, named in the hint. */
  owner: string;
  /** What else the user can do instead (`or use VECTOR_STORE=libsql`), appended to the hint. */
  instead?: string;
  /** @default 'NOT_FOUND' */
  code?: ErrorCode;
}

const isMissingModule = (e: unknown) => {
  const code = (e as { code?: unknown } | undefined)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
};

/**
 * The one loader for optional peer packages: runs `load` (an `import()`), and when a module is missing turns Node's bare
 * ERR_MODULE_NOT_FOUND into an AppError naming what to install. Any other failure passes through unchanged.
 */
export async function importOptional<T>(load: () => Promise<T>, peer: OptionalPeer): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    if (!isMissingModule(cause)) throw cause;
    const list = peer.peers.join(' and ');
    const instead = peer.instead ? `, ${peer.instead}` : '';
    throw new AppError(peer.code ?? 'NOT_FOUND', `${peer.feature} needs ${list}, which is not installed.`, {
      hint: `npm install ${peer.peers.join(' ')} (optional peers of ${peer.owner})${instead}.`,
      details: { peers: [...peer.peers] },
      cause,
    });
  }
}
