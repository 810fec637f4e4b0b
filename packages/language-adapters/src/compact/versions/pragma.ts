import { semver } from './semver.js';

// `0.23` → 0.23.0; comparison operators keep their meaning; a bare version admits its patch releases.
const pad = (v: string) => (/^\d+\.\d+$/.test(v) ? `${v}.0` : /^\d+$/.test(v) ? `${v}.0.0` : v);

/** Turns a Compact pragma version expression (`>= 0.20 && <= 0.26 || 0.18`) into a semver range, or undefined. */
export function pragmaToRange(expression: string): string | undefined {
  const alternatives = expression.split('||').map((alt) =>
    alt.split('&&').map((term) => {
      const m = term
        .trim()
        .replace(/[()]/g, '')
        .match(/^(>=|<=|>|<)?\s*(\d+(?:\.\d+){0,2})$/);
      if (!m) return undefined;
      const version = pad(m[2] as string);
      return m[1] ? `${m[1]}${version}` : /^\d+\.\d+$/.test(m[2] as string) ? `~${version}` : version;
    }),
  );
  if (alternatives.some((alt) => alt.some((t) => t === undefined))) return undefined;
  const range = alternatives.map((alt) => alt.join(' ')).join(' || ');
  return semver().validRange(range) ? range : undefined;
}

/** Whether `version` satisfies the pragma expression; undefined when the expression cannot be read. */
export function pragmaAdmits(expression: string, version: string): boolean | undefined {
  const range = pragmaToRange(expression);
  return range === undefined ? undefined : semver().satisfies(pad(version), range);
}
