import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as NapiModule from '@ast-grep/napi';
import { AppError } from '@sextant/core-engine';

const require = createRequire(import.meta.url);

/** A tree-sitter grammar ast-grep loads at run time (`registerDynamicLanguage`). */
interface DynamicLanguage {
  libraryPath: string;
  extensions: string[];
  languageSymbol: string;
  expandoChar?: string;
}

/** Dynamic languages we ship, each resolved lazily so a missing grammar only fails its own language. */
const sources: Record<string, () => DynamicLanguage> = {
  solidity: () => {
    const pkgDir = dirname(require.resolve('tree-sitter-solidity/package.json'));
    const libraryPath = join(pkgDir, 'prebuilds', `${process.platform}-${process.arch}`, 'tree-sitter-solidity.node');
    return { libraryPath, extensions: ['sol'], languageSymbol: 'tree_sitter_solidity', expandoChar: '$' };
  },
  python: () => require('@ast-grep/lang-python') as DynamicLanguage,
  go: () => require('@ast-grep/lang-go') as DynamicLanguage,
  rust: () => require('@ast-grep/lang-rust') as DynamicLanguage,
  java: () => require('@ast-grep/lang-java') as DynamicLanguage,
};

/** Ids of the dynamic languages this package can load. */
export const dynamicLanguageIds = Object.keys(sources);

type Napi = typeof NapiModule;
let napi: Promise<Napi> | undefined;
let registered: Promise<ReadonlyMap<string, AppError>> | undefined;

/**
 * Loads @ast-grep/napi and registers every dynamic language once (napi takes them in one call).
 * A grammar whose native library is missing is left out and reported per language, never loaded blindly:
 * a wrong path would kill the process.
 */
export function loadAstGrep(): Promise<Napi> {
  napi ??= import('@ast-grep/napi');
  return napi;
}

async function registerAll(): Promise<ReadonlyMap<string, AppError>> {
  const sg = await loadAstGrep();
  const failures = new Map<string, AppError>();
  const langs: Record<string, DynamicLanguage> = {};
  for (const [id, resolve] of Object.entries(sources)) {
    try {
      const lang = resolve();
      if (!existsSync(lang.libraryPath)) throw new Error(`grammar library not found at ${lang.libraryPath}`);
      langs[id] = lang;
    } catch (cause) {
      failures.set(
        id,
        new AppError(
          'language_not_supported',
          `The ${id} grammar is not available on ${process.platform}-${process.arch}.`,
          {
            hint: `Reinstall dependencies; the ${id} grammar ships prebuilt binaries for common platforms only.`,
            details: { language: id, reason: cause instanceof Error ? cause.message : String(cause) },
            cause,
          },
        ),
      );
    }
  }
  sg.registerDynamicLanguage(langs as never);
  return failures;
}

/** Makes `id` parseable by ast-grep (built-in or dynamic) and returns napi; throws `language_not_supported` when the grammar is missing. */
export async function ensureLanguage(id: string): Promise<Napi> {
  const sg = await loadAstGrep();
  if (!(id in sources)) return sg;
  registered ??= registerAll();
  const failure = (await registered).get(id);
  if (failure) throw failure;
  return sg;
}
