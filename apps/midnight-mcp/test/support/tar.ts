import { gzipSync } from 'node:zlib';

/** A gzipped ustar archive of `files` under `prefix/`, as GitHub's codeload serves tarballs. */
export function tarGz(prefix: string, files: Record<string, Buffer>): Buffer {
  const blocks: Buffer[] = [];
  for (const [path, data] of Object.entries(files)) {
    const name = `${prefix}/${path}`;
    const h = Buffer.alloc(512);
    const cut = name.length > 100 ? name.lastIndexOf('/', 155) : -1;
    h.write(cut >= 0 ? name.slice(cut + 1) : name, 0, 100);
    h.write('0000644\0', 100);
    h.write('0000000\0', 108);
    h.write('0000000\0', 116);
    h.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    h.write('00000000000\0', 136);
    h.write('        ', 148);
    h.write('0', 156);
    h.write('ustar\0', 257);
    h.write('00', 263);
    if (cut >= 0) h.write(name.slice(0, cut), 345, 155);
    const sum = h.reduce((s, b) => s + b, 0);
    h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(h, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}
