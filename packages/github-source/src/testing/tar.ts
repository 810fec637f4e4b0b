import { gzipSync } from 'node:zlib';

/**
 * Builds a gzipped ustar archive of `files` under `prefix/` (what codeload serves for a tarball). Written by hand on
 * purpose: the reader it feeds (security's readTarGz) is modern-tar, and an independent writer is the better check
 * of it; modern-tar also packs only asynchronously, and the fake's routes answer synchronously.
 */
export function buildTarGz(prefix: string, files: Record<string, string | Uint8Array>): Buffer {
  const blocks: Buffer[] = [];
  for (const [path, body] of Object.entries(files)) {
    const data = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body);
    blocks.push(header(`${prefix}/${path}`, data.length), data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

function header(name: string, size: number): Buffer {
  const h = Buffer.alloc(512);
  const [pre, base] =
    name.length > 100
      ? [name.slice(0, name.lastIndexOf('/', 155)), name.slice(name.lastIndexOf('/', 155) + 1)]
      : ['', name];
  h.write(base, 0, 100);
  h.write('0000644\0', 100);
  h.write('0000000\0', 108);
  h.write('0000000\0', 116);
  h.write(size.toString(8).padStart(11, '0') + '\0', 124);
  h.write('00000000000\0', 136);
  h.write('        ', 148); // checksum placeholder: spaces while summing
  h.write('0', 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  h.write(pre, 345, 155);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148);
  return h;
}
