import { chainError } from './errors.js';

/** Lower-case hex without 0x (the indexer's HexEncoded form); throws INVALID_PARAMS for non-hex. */
export function bareHex(value: string, what: string, bytes?: number): string {
  const h = value.trim().toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]*$/.test(h) || h.length % 2 || (bytes !== undefined && h.length !== bytes * 2)) {
    throw chainError(
      'INVALID_PARAMS',
      `${what} must be ${bytes ? `${bytes} bytes of ` : ''}hex (with or without 0x).`,
      { hint: `Got "${value.slice(0, 80)}".` },
    );
  }
  return h;
}

/** 0x-prefixed hex (the node's form). */
export const prefixedHex = (value: string, what: string, bytes?: number) => `0x${bareHex(value, what, bytes)}`;
