import { AppError } from '@sextant/core-engine';
import { DEFAULT_MAX_INFLATED_BYTES, gunzipBounded } from '@sextant/core-engine/guarded-io';

/** One regular file of an archive, with the top folder GitHub adds (`owner-repo-sha/`) removed. */
export interface ArchiveFile {
  path: string;
  content: Buffer;
}

/** Bounds on an untrusted archive; each default suits a source repository. */
export interface TarGzLimits {
  /** What the archive is, in messages. @default 'archive' */
  what?: string;
  /** Cap on the inflated tar; more is INVALID_INPUT. @default DEFAULT_MAX_INFLATED_BYTES (256 MiB) */
  maxInflatedBytes?: number;
  /** Cap on entries (files, folders, links); more is INVALID_INPUT. @default 200_000 */
  maxEntries?: number;
  /** Which files to read, by path (top folder removed) and size; the others are skipped unread. @default every file */
  keep?: (path: string, size: number) => boolean;
}

// Far above any source repository, far below what the inflated-size cap alone would let through (512 bytes each).
const DEFAULT_MAX_TAR_ENTRIES = 200_000;

// A path that is absolute or climbs out of the archive's folder never comes out.
const escapes = (path: string) => path.startsWith('/') || path.split('/').includes('..');

/**
 * Reads a gzipped tar (what `GET /repos/{o}/{r}/tarball/{ref}` serves: ustar, pax and GNU long names) with
 * modern-tar, inside bounds: the inflated size and the entry count are capped, and only regular files come out
 * (links, devices and folders are skipped, as is any path that is absolute or contains `..`).
 */
export async function readTarGz(gz: Uint8Array, limits: TarGzLimits = {}): Promise<ArchiveFile[]> {
  const what = limits.what ?? 'archive';
  const maxEntries = limits.maxEntries ?? DEFAULT_MAX_TAR_ENTRIES;
  const tar = gunzipBounded(gz, { what, maxBytes: limits.maxInflatedBytes ?? DEFAULT_MAX_INFLATED_BYTES });
  const { unpackTar } = await import('modern-tar'); // loaded on first use
  let entries = 0;
  const pathOf = (name: string) => name.slice(name.indexOf('/') + 1);
  const found = await unpackTar(tar, {
    filter: ({ name, type, size }) => {
      if (++entries > maxEntries)
        throw new AppError('INVALID_INPUT', `The ${what} has more than ${maxEntries} entries.`, {
          type: 'input_error',
          hint: 'Read a smaller archive, or raise the entry limit if it is genuine.',
          details: { limit: maxEntries },
        });
      const path = pathOf(name);
      return type === 'file' && path !== '' && !escapes(path) && (limits.keep?.(path, size) ?? true);
    },
  });
  return found.map(({ header, data }) => ({
    path: pathOf(header.name),
    content: data ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.alloc(0),
  }));
}
