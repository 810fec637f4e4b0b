import { createHash } from 'node:crypto';
import { lru } from 'tiny-lru';
import { isAppError } from '../errors.js';
import type { CodeAnalyzer, CodeModel, ParsedSource, RejectedFile } from '../ports/code-analyzer.js';
import type { SourceFile } from '../ports/language-adapter.js';
import type { Remapping } from './resolve-import.js';
import { importCandidates } from './resolve-import.js';

/** The analyzer serving one file. */
export interface AnalyzerChoice {
  id: string;
  analyzer: CodeAnalyzer;
}

/** Options for {@link createAnalysisSession}. */
export interface AnalysisSessionOptions {
  /** Picks the analyzer for a path or explicit language id; throws `language_not_supported` otherwise. */
  analyzerFor(path: string, language?: string): AnalyzerChoice;
  /** Reads an imported file; resolves undefined when it is missing or outside the allowed roots. */
  readFile?(path: string): Promise<string | undefined>;
  /** Import remappings (`@oz/=lib/openzeppelin-contracts/`). */
  remappings?: readonly Remapping[];
  /** Parsed files kept, keyed by content hash. @default 2000 */
  cacheSize?: number;
}

/** Per-load options. */
export interface LoadOptions {
  /** Language id for every given file (default: from the extension). */
  language?: string;
  /** Reads imports for this load (e.g. guarded by the caller's roots); overrides the session's readFile. */
  readFile?(path: string): Promise<string | undefined>;
  /** Remappings for this load, before the session's. */
  remappings?: readonly Remapping[];
}

/** A long-lived analysis context: parsed files and linked models are cached by content hash. */
export interface AnalysisSession {
  /** Parses `files`, follows their imports and links everything into one model. */
  load(files: readonly SourceFile[], opts?: LoadOptions): Promise<CodeModel>;
  /** Parse cache figures (a second load of the same sources parses nothing). */
  stats(): { parsed: number; cacheHits: number };
}

const num = (v: unknown) => (typeof v === 'number' ? v : undefined);

/** A refused file as the model lists it: code, message, and the line and limit when the analyzer gave them. */
function rejection(file: string, e: { code: string; message: string; extra: { details?: Record<string, unknown> } }) {
  const line = num(e.extra.details?.line);
  const limit = num(e.extra.details?.limit);
  return { file, code: e.code, message: e.message, ...(line ? { line } : {}), ...(limit ? { limit } : {}) };
}

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

/** Creates an analysis session. */
export function createAnalysisSession(opts: AnalysisSessionOptions): AnalysisSession {
  const parsedCache = lru<Omit<ParsedSource, 'path'>>(opts.cacheSize ?? 2000);
  const models = lru<CodeModel>(20);
  let parsed = 0;
  let cacheHits = 0;

  async function parseOne(choice: AnalyzerChoice, file: SourceFile): Promise<ParsedSource> {
    const key = `${choice.id}:${hash(file.content)}`;
    const hit = parsedCache.get(key);
    if (hit) return (cacheHits++, { ...hit, path: file.path });
    const p = await choice.analyzer.parse(file);
    parsed++;
    parsedCache.set(key, { imports: p.imports, data: p.data });
    return p;
  }

  return {
    stats: () => ({ parsed, cacheHits }),
    async load(files, { language, readFile = opts.readFile, remappings = [] } = {}) {
      const maps = [...remappings, ...(opts.remappings ?? [])];
      const known = new Map(files.map((f) => [f.path, f.content]));
      const queue = [...files];
      const done = new Map<string, { choice: AnalyzerChoice; parsed: ParsedSource; hash: string }>();
      const resolved = new Map<string, Map<string, string>>();
      const unresolved: { file: string; import: string }[] = [];
      const rejected = new Map<string, { error: Error; entry: RejectedFile }>();
      while (queue.length) {
        const file = queue.shift() as SourceFile;
        if (done.has(file.path) || rejected.has(file.path)) continue;
        // an explicit language applies to the given files; imported files go by their extension
        const choice = opts.analyzerFor(file.path, files.includes(file) ? language : undefined);
        const p = await parseOne(choice, file).catch((e: unknown) => {
          if (!isAppError(e) || e.code !== 'INVALID_INPUT') throw e;
          rejected.set(file.path, { error: e, entry: rejection(file.path, e) }); // the other files go on
          return undefined;
        });
        if (!p) continue;
        done.set(file.path, { choice, parsed: p, hash: hash(file.content) });
        const targets = new Map<string, string>();
        for (const spec of p.imports) {
          const cands = importCandidates(file.path, spec, maps);
          let target = cands.find((c) => known.has(c));
          for (const c of target ? [] : cands) {
            const content = await readFile?.(c).catch(() => undefined);
            if (content === undefined) continue;
            known.set(c, content);
            target = c;
            break;
          }
          if (!target) {
            unresolved.push({ file: file.path, import: spec }); // analysis goes on with what is known
            continue;
          }
          targets.set(spec, target);
          if (!done.has(target)) queue.push({ path: target, content: known.get(target) as string });
        }
        resolved.set(file.path, targets);
      }
      if (rejected.size && !done.size) throw [...rejected.values()][0]!.error;
      for (const [from, targets] of resolved)
        for (const [spec, target] of targets)
          if (rejected.has(target)) {
            targets.delete(spec);
            unresolved.push({ file: from, import: spec });
          }
      const entries = [...done.entries()].sort(([a], [b]) => a.localeCompare(b));
      const refused = [...rejected.keys()].sort().map((p) => `refused:${p}`);
      const modelKey = hash([...entries.map(([p, d]) => `${d.choice.id}:${p}:${d.hash}`), ...refused].join('\n'));
      const cached = models.get(modelKey);
      if (cached) return cached;
      const groups = new Map<string, { choice: AnalyzerChoice; items: ParsedSource[] }>();
      for (const [, d] of entries) {
        const g = groups.get(d.choice.id) ?? { choice: d.choice, items: [] };
        g.items.push(d.parsed);
        groups.set(d.choice.id, g);
      }
      const model: CodeModel = {
        units: [],
        functions: [],
        ...(unresolved.length ? { unresolvedImports: unresolved } : {}),
        ...(rejected.size ? { rejectedFiles: [...rejected.values()].map((r) => r.entry) } : {}),
      };
      for (const g of groups.values()) {
        const m = g.choice.analyzer.link(g.items, resolved);
        model.units.push(...m.units);
        model.functions.push(...m.functions);
      }
      models.set(modelKey, model);
      return model;
    },
  };
}
