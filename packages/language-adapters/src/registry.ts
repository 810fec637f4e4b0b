import type { LanguageAdapter } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { compactAdapter } from './languages/compact.js';
import { goAdapter } from './languages/go.js';
import { javaAdapter } from './languages/java.js';
import { javascriptAdapter } from './languages/javascript.js';
import { pythonAdapter } from './languages/python.js';
import { rustAdapter } from './languages/rust.js';
import { solidityAdapter } from './languages/solidity.js';
import { tsxAdapter } from './languages/tsx.js';
import { typescriptAdapter } from './languages/typescript.js';

/** Every adapter this package ships, in one list: it drives lookup by id and by extension. */
export const builtinAdapters: readonly LanguageAdapter[] = [
  typescriptAdapter,
  tsxAdapter,
  javascriptAdapter,
  pythonAdapter,
  goAdapter,
  rustAdapter,
  javaAdapter,
  solidityAdapter,
  compactAdapter,
];

/** Lookup of adapters by language id and file extension. */
export interface LanguageRegistry {
  readonly adapters: readonly LanguageAdapter[];
  byId(id: string): LanguageAdapter | undefined;
  byPath(path: string): LanguageAdapter | undefined;
  /** Like byId/byPath but throws `language_not_supported` listing the supported ids. */
  require(idOrPath: { language?: string; path?: string }): LanguageAdapter;
}

/** Builds a registry; later adapters win on clashing ids or extensions. */
export function createLanguageRegistry(adapters: readonly LanguageAdapter[] = builtinAdapters): LanguageRegistry {
  const ids = new Map(adapters.map((a) => [a.id, a]));
  const exts = new Map(adapters.flatMap((a) => a.extensions.map((e) => [e.toLowerCase(), a] as const)));
  const byId = (id: string) => ids.get(id.toLowerCase());
  const byPath = (path: string) => {
    const dot = path.lastIndexOf('.');
    return dot < 0 ? undefined : exts.get(path.slice(dot + 1).toLowerCase());
  };
  return {
    adapters,
    byId,
    byPath,
    require({ language, path }) {
      const found = language ? byId(language) : path ? byPath(path) : undefined;
      if (found) return found;
      const supported = [...ids.keys()];
      throw new AppError(
        'language_not_supported',
        language ? `Language "${language}" is not supported.` : `No language is known for "${path ?? ''}".`,
        { type: 'input_error', hint: `Pass language as one of: ${supported.join(', ')}.`, details: { supported } },
      );
    },
  };
}
