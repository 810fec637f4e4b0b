import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../src/error-codes.js';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('the error-code registry', () => {
  it('documents every member on its own JSDoc line saying when it is used and what to do', () => {
    const lines = read('../src/error-codes.ts').split('\n');
    for (const code of Object.keys(ERROR_CODES)) {
      const at = lines.findIndex((l) => l.trim().startsWith(`${code}:`));
      expect(at, code).toBeGreaterThan(0);
      expect(lines[at - 1]!.trim(), code).toMatch(/^\/\*\* .+: .+\*\/$/);
    }
  });

  it('names new codes in UPPER_SNAKE_CASE; only the auditor family is lower-case', () => {
    for (const [code, family] of Object.entries(ERROR_CODES))
      expect(code).toMatch(family === 'auditor' ? /^[a-z]+(_[a-z]+)+$/ : /^[A-Z]+(_[A-Z]+)*$/);
  });

  it('holds every code the apps list to their users (the drop-in names among them)', () => {
    // The code names in an app README's sentence `Errors: …` or `Error codes: …`, up to the next blank line.
    const listed = (readme: string) =>
      [...(/(?:Errors|Error codes):([\s\S]*?)\n\n/.exec(read(readme))?.[1] ?? '').matchAll(/`(\w+_\w+|[A-Z]+)`/g)].map(
        (m) => m[1]!,
      );
    const codes = [
      ...listed('../../../apps/mcp-auditor/README.md'),
      ...listed('../../../apps/midnight-chain-mcp/README.md'),
    ];
    expect(codes).toEqual(
      expect.arrayContaining(['function_not_found', 'parse_error', 'BLOCK_NOT_FOUND', 'INVALID_PARAMS']),
    );
    expect(codes.filter((c) => !isErrorCode(c))).toEqual([]);
  });

  it('tells registered codes from other strings that crossed a thread boundary', () => {
    expect(isErrorCode('NOT_INDEXED')).toBe(true);
    expect(isErrorCode('ENOENT')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
