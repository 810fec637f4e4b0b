import { secretRules } from './rules/index.js';
import { createSecretScanner, type SecretScanner } from './scanner.js';
import type { SecretFinding } from './types.js';

let scanner: SecretScanner | undefined;

// Compiled on first use so importing the package costs nothing.
function defaultScanner(): SecretScanner {
  scanner ??= createSecretScanner(secretRules());
  return scanner;
}

/** Finds secrets in `text` with the built-in rules: sorted by start, non-overlapping. */
export function detectSecrets(text: string): SecretFinding[] {
  return defaultScanner().detect(text);
}

/** Replaces each secret with `[REDACTED:<rule>]`; findings keep the offsets of the ORIGINAL text. */
export function redactSecrets(text: string): { text: string; findings: SecretFinding[] } {
  const findings = detectSecrets(text);
  if (findings.length === 0) return { text, findings };
  let out = '';
  let cursor = 0;
  for (const f of findings) {
    out += `${text.slice(cursor, f.start)}[REDACTED:${f.rule}]`;
    cursor = f.end;
  }
  return { text: out + text.slice(cursor), findings };
}
