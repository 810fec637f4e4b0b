import { gunzipSync } from 'node:zlib';
import { AppError } from '../errors.js';

/** Default cap on what one gzip payload may inflate to: 256 MiB. */
export const DEFAULT_MAX_INFLATED_BYTES = 256 * 1024 * 1024;

/**
 * Inflates gzip data with a hard cap on the output (zlib stops at `maxBytes`, so a bomb never allocates
 * more). Too large gives INVALID_INPUT naming the cap; data that is not gzip gives INVALID_INPUT too.
 */
export function gunzipBounded(data: Uint8Array, opts: { maxBytes?: number; what?: string } = {}): Buffer {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_INFLATED_BYTES;
  const what = opts.what ?? 'gzip data';
  try {
    return gunzipSync(data, { maxOutputLength: maxBytes });
  } catch (cause) {
    const code = (cause as { code?: string }).code;
    if (code === 'ERR_BUFFER_TOO_LARGE' || cause instanceof RangeError)
      throw new AppError('INVALID_INPUT', `The ${what} inflates to more than ${maxBytes} bytes.`, {
        type: 'input_error',
        hint: 'Send a smaller payload, or raise the decompression limit if it is genuine.',
        details: { limit: maxBytes },
        cause,
      });
    throw new AppError('INVALID_INPUT', `The ${what} is not valid gzip.`, { type: 'input_error', cause });
  }
}
