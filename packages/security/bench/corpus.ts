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

function* walk(dir: string): Generator<string> {
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
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && EXTENSIONS.has(extname(entry.name))) yield full;
  }
}

/** Source files of every package in the pnpm store (`.pnpm/<id>/node_modules/<pkg>`), up to `maxBytes`. */
export function loadCorpus(storeDir: string, maxBytes: number): CorpusFile[] {
  const files: CorpusFile[] = [];
  let total = 0;
  for (const id of readdirSync(storeDir).sort()) {
    const modules = join(storeDir, id, 'node_modules');
    for (const path of walk(modules)) {
      const size = lstatSync(path).size;
      if (size > 20 * 1024 * 1024) continue;
      if (total + size > maxBytes) return files;
      files.push({ path: path.slice(storeDir.length + 1), text: readFileSync(path, 'utf8') });
      total += size;
    }
  }
  return files;
}
