import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.cjs',
  '.ts',
  '.mts',
  '.cts',
  '.json',
  '.yaml',
  '.yml',
  '.lock',
  '.map',
  '.md',
]);

export interface CorpusFile {
  path: string;
  text: string;
}

function* walk(dir: string, accept: (name: string) => boolean): Generator<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = join(dir, entry.name);
    // pnpm links dependencies of a package next to it: only real directories are walked, so each file counts once.
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) yield* walk(full, accept);
    else if (entry.isFile() && accept(entry.name)) yield full;
  }
}

/** Source files of every package in the pnpm store (`.pnpm/<id>/node_modules/<pkg>`), up to `maxBytes`. */
export function loadCorpus(storeDir: string, maxBytes: number): CorpusFile[] {
  const files: CorpusFile[] = [];
  let total = 0;
  for (const id of readdirSync(storeDir).sort()) {
    const modules = join(storeDir, id, 'node_modules');
    for (const path of walk(modules, (name) => EXTENSIONS.has(extname(name)))) {
      const size = lstatSync(path).size;
      if (size > 20 * 1024 * 1024) continue;
      if (total + size > maxBytes) return files;
      files.push({ path: path.slice(storeDir.length + 1), text: readFileSync(path, 'utf8') });
      total += size;
    }
  }
  return files;
}

/** Every UTF-8 text file under `dir` (binary files, with a NUL byte, are skipped), up to `maxBytes`. */
export function loadDirectory(dir: string, maxBytes: number): CorpusFile[] {
  const files: CorpusFile[] = [];
  let total = 0;
  for (const path of walk(dir, () => true)) {
    const size = lstatSync(path).size;
    if (size > 20 * 1024 * 1024 || total + size > maxBytes) continue;
    const text = readFileSync(path, 'utf8');
    if (text.includes('\0')) continue;
    files.push({ path, text });
    total += size;
  }
  return files;
}
