// readTarGz (modern-tar) against the hand-written ustar reader it replaced (midnight-mcp's knowledge/tar.ts at
// 46d00ea, kept below only as the baseline), on the tarball of this repository (`git archive`, GitHub's format)
// and on a synthetic 20,000-file archive. Both sides include the bounded gunzip; figures are CPU ms per read.
// Usage: pnpm bench (or node --import tsx bench/tar-gz.ts [--rounds 15])
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { gunzipBounded } from '@sextant/core-engine/guarded-io';
import { packTar } from 'modern-tar';
import { readTarGz, type ArchiveFile } from '../src/archive/tar-gz.js';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' } } });
const rounds = Number(values.rounds);

// The replaced reader, verbatim but for the export: ustar prefix and GNU long names, no bounds but the gunzip's.
const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');
function handWritten(gz: Uint8Array): ArchiveFile[] {
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

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const repoTarball = execFileSync('git', ['archive', '--format=tar.gz', '--prefix=sextant-head/', 'HEAD'], {
  cwd: repoRoot,
  maxBuffer: 1 << 30,
});
const synthetic = gzipSync(
  await packTar(
    Array.from({ length: 20_000 }, (_, i) => {
      const body = `export const v${i} = ${i};\n`.repeat(1 + (i % 120));
      return { header: { name: `owner-repo-abc/src/m${i % 200}/file-${i}.ts`, size: Buffer.byteLength(body) }, body };
    }),
  ),
);

/** Median CPU milliseconds of `fn` over the rounds (the machine is shared, so CPU time is the steadier figure). */
async function cpuMs(fn: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const before = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
}

const same = (a: ArchiveFile[], b: ArchiveFile[]) =>
  a.length === b.length && a.every((f, i) => f.path === b[i]!.path && f.content.equals(b[i]!.content));
for (const [label, gz] of [
  ['this repository (git archive)', repoTarball],
  ['synthetic, 20,000 files', synthetic],
] as const) {
  const expected = handWritten(gz);
  const actual = await readTarGz(gz);
  for (let i = 0; i < 3; i++) await readTarGz(gz); // warm-up
  const hand = await cpuMs(() => handWritten(gz));
  const lib = await cpuMs(() => readTarGz(gz));
  const mb = (gunzipBounded(gz).length / 2 ** 20).toFixed(1);
  console.log(
    `${label}: ${expected.length} files, ${mb} MiB inflated; hand-written ${hand.toFixed(1)} ms, modern-tar ${lib.toFixed(1)} ms (x${(lib / hand).toFixed(2)}); same files and bytes: ${same(expected, actual)}`,
  );
}
