import { isAppError } from '@sextant/core-engine';
import { chainError } from '../errors.js';

// @polkadot/api reports transport failures only through message text, so this adapter edge reads it once.
const TRANSPORT =
  /disconnected|not connected|No response received|Abnormal Closure|ECONNREFUSED|ECONNRESET|socket hang up|WebSocket is closed/i;
// JSON-RPC errors from the node arrive as "<code>: <message>".
const RPC_CODE = /^(-?\d+):\s*(.*)$/s;

/** Maps an @polkadot/api failure to NODE_UNAVAILABLE (transient) or RPC_ERROR (the node answered with an error). */
export function classifyNodeError(err: unknown, method: string): Error {
  if (isAppError(err)) return err as Error;
  const message = err instanceof Error ? err.message : String(err);
  if (TRANSPORT.test(message)) {
    return chainError('NODE_UNAVAILABLE', `Node connection failed during ${method}: ${message}`, {
      hint: 'Check MIDNIGHT_NODE_URL and that the node is running; the client reconnects on its own.',
      cause: err,
      details: { method, transient: true },
    });
  }
  const m = RPC_CODE.exec(message.trim());
  return chainError('RPC_ERROR', `Node rejected ${method}: ${m ? m[2] : message}`, {
    cause: err,
    details: { method, ...(m ? { rpcCode: Number(m[1]) } : {}) },
  });
}

/** True for errors worth retrying (connection drops, timeouts). */
export function isTransientNodeError(err: unknown): boolean {
  if (!isAppError(err)) return false;
  const { code, extra } = err as { code: string; extra: { details?: { transient?: boolean } } };
  return (code === 'NODE_UNAVAILABLE' || code === 'TIMEOUT') && extra.details?.transient !== false;
}
