import { AppError } from '@sextant/core-engine';
import { newApiKey } from './api-keys.js';

const USAGE = 'Usage: <app> keys new --id NAME [--tools read-only|*|name,glob_*] [--rate-per-min N]';

/**
 * `<app> keys new --id ci-bot [--tools search_*,read-only] [--rate-per-min 60]`: prints a new API key (shown once)
 * and the entry to paste under `clients:` in SEXTANT_API_KEYS_FILE (which stores only its SHA-256).
 */
export function runKeysCommand(app: string, words: readonly string[], out: (t: string) => void): void {
  if (words[0] !== 'new')
    throw new AppError('INVALID_INPUT', `Unknown keys command "${words[0] ?? ''}".`, { hint: USAGE });
  const flags = new Map<string, string>();
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const [k, v] = w.includes('=') ? [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)] : [w, words[++i]];
    if (!k.startsWith('--') || v === undefined)
      throw new AppError('INVALID_INPUT', `Bad argument "${w}".`, { hint: USAGE });
    flags.set(k.slice(2), v);
  }
  const id = flags.get('id');
  if (!id) throw new AppError('INVALID_INPUT', 'keys new needs --id.', { hint: USAGE });
  const tools = (flags.get('tools') ?? 'read-only')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const rate = flags.get('rate-per-min');
  const perMinute = rate === undefined ? undefined : Number(rate);
  if (perMinute !== undefined && !(perMinute > 0))
    throw new AppError('INVALID_INPUT', '--rate-per-min must be a positive number.');
  const { key, yaml, entry } = newApiKey(id, tools, perMinute);
  out(
    [
      `API key for ${id} (shown once; give it to the client as "Authorization: Bearer <key>"):`,
      '',
      `  ${key}`,
      '',
      `Paste under "clients:" in SEXTANT_API_KEYS_FILE (YAML):`,
      yaml,
      '',
      `or, in a JSON file, into the "clients" array:`,
      `  ${JSON.stringify(entry)}`,
      '',
      `Then serve: SEXTANT_API_KEYS_FILE=<file> ${app} --http --host 0.0.0.0`,
    ].join('\n'),
  );
}
