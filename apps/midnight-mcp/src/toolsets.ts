import { AppError } from '@sextant/core-engine';
import { categories } from './tools/categories.js';

const names = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * MIDNIGHT_TOOLSETS: the tool categories to list (comma-separated, as `midnight-list-tool-categories` names them);
 * unset or empty lists every tool. The other categories' tools go into DISABLE_TOOLS, so the shell's selection and
 * its tools/list cache key see the choice. An unknown category is refused with the valid names.
 */
export function applyToolsets(env: Record<string, string | undefined>): Record<string, string | undefined> {
  const wanted = names(env.MIDNIGHT_TOOLSETS ?? '');
  if (!wanted.length) return env;
  const valid = Object.keys(categories);
  const unknown = wanted.filter((w) => !valid.includes(w));
  if (unknown.length)
    throw new AppError('INVALID_INPUT', `MIDNIGHT_TOOLSETS names unknown categories: ${unknown.join(', ')}.`, {
      hint: `Use a comma-separated list of ${valid.join(', ')}, or unset it for every tool.`,
      details: { variable: 'MIDNIGHT_TOOLSETS', unknown, valid },
    });
  const off = valid.filter((c) => !wanted.includes(c)).flatMap((c) => categories[c]!.tools);
  return { ...env, DISABLE_TOOLS: [...names(env.DISABLE_TOOLS ?? ''), ...off].join(',') };
}
