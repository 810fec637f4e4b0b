import { AppError } from '@sextant/core-engine';
import type { AppErrorExtra } from '@sextant/core-engine';

/** Error codes of the Midnight tools contract (seed v1.0.0), plus transport failures. */
export type ChainErrorCode =
  | 'INVALID_PARAMS'
  | 'BLOCK_NOT_FOUND'
  | 'INVALID_ADDRESS'
  | 'TX_NOT_FOUND'
  | 'CONTRACT_NOT_FOUND'
  | 'VIEWING_KEY_REQUIRED'
  | 'INVALID_VIEWING_KEY'
  | 'SESSION_NOT_FOUND'
  | 'RPC_ERROR'
  | 'GRAPHQL_ERROR'
  | 'NODE_UNAVAILABLE'
  | 'INDEXER_UNAVAILABLE'
  | 'TIMEOUT'
  | 'UNSUPPORTED';

/** Builds the AppError every chain-client failure is reported as. */
export function chainError(code: ChainErrorCode, message: string, extra: AppErrorExtra = {}): AppError {
  return new AppError(code, message, { type: 'chain', ...extra });
}
