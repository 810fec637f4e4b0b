import { gunzipBounded } from '@sextant/security';

/** One regular file of an archive, with the top folder GitHub adds (`owner-repo-sha/`) removed. */
export interface ArchiveFile {
  path: string;
  content: Buffer;
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** Reads a gzipped ustar archive (what `GET /repos/{o}/{r}/tarball/{ref}` serves); skips links and pax headers. */
export function readTarGz(gz: Uint8Array): ArchiveFile[] {
  // Bounded (256 MiB by default): a tarball that inflates further is refused as INVALID_INPUT.
  const tar = gunzipBounded(gz, { what: 'repository tarball' });
  const files: ArchiveFile[] = [];
  let longName: string | undefined;
  for (let offset = 0; offset + 512 <= tar.length;) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 48);
    const prefix = field(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100));
    const body = tar.subarray(offset + 512, offset + 512 + size);
    longName = undefined;
    if (type === 'L') longName = body.toString('utf8').replace(/\0.*$/s, '');
    else if (type === '0' || type === '\0') {
      const path = name.slice(name.indexOf('/') + 1);
      if (path) files.push({ path, content: Buffer.from(body) });
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}
