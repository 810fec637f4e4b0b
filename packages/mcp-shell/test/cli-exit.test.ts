import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeFlags, parseCliArgs } from '../src/cli-args.js';
import { exitCodes, noUsableResult } from '../src/cli-exit.js';
import { defineTool } from '../src/define.js';
import { parseOutputFormat } from '../src/format.js';
import { builtExample } from './support/built.js';

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [builtExample(), ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('CLI exit codes', () => {
  it('exits 3 when every query of a bulk call failed, and 0 on partial success', () => {
    const allFailed = run(['lookup', '--json', '{"queries":[{"word":"boom"},{"word":"boom"}]}']);
    expect(allFailed.status).toBe(exitCodes.noUsableResult);
    expect(allFailed.stdout).toContain('error');
    const partial = run(['lookup', '--json', '{"queries":[{"word":"boom"},{"word":"Hello"}]}']);
    expect(partial.status).toBe(exitCodes.ok);
  });

  it('exits 1 when the tool fails and 2 on bad usage', () => {
    expect(run(['fail', '--kind', 'typed']).status).toBe(exitCodes.toolError);
    expect(run(['count', '--to', 'lots']).status).toBe(exitCodes.usage);
  });

  it('refuses an unknown OUTPUT_FORMAT with a clear error, for a command and for the server', () => {
    const cmd = run(['echo', 'x'], { OUTPUT_FORMAT: 'yaml' });
    expect(cmd.status).toBe(exitCodes.usage);
    expect(cmd.stderr).toContain('OUTPUT_FORMAT must be toon or json, got "yaml"');
    const server = run([], { OUTPUT_FORMAT: 'yaml' });
    expect(server.status).toBe(exitCodes.usage);
    expect(run(['echo', 'x'], { OUTPUT_FORMAT: 'JSON' }).stdout).toContain('"text": "x"');
  });

  it('prints multi-line text as text in TOON', () => {
    const res = run(['echo', 'line one\nline two']);
    expect(res.stdout).toBe('length: 17\ntext:\n  line one\n  line two\n');
  });

  it('documents the exit codes in --help', () => {
    expect(run(['--help']).stdout).toMatch(/Exit codes of a command: 0 .* 3 no usable result/s);
  });
});

describe('noUsableResult', () => {
  it('reads health status and per-query statuses', () => {
    expect(noUsableResult({ status: 'down' })).toBe(true);
    expect(noUsableResult({ status: 'degraded' })).toBe(false);
    expect(noUsableResult({ results: [{ status: 'error' }, { status: 'error' }] })).toBe(true);
    expect(noUsableResult({ results: [{ status: 'error' }, { status: 'empty' }] })).toBe(false);
    expect(noUsableResult({ results: [] })).toBe(false);
  });
});

describe('boolean flags', () => {
  const tool = defineTool({
    name: 'insights',
    title: 't',
    description: 'd',
    input: z.object({ paths: z.array(z.string()), include_views: z.boolean().default(false) }),
    output: z.object({}),
    cli: { positional: 'paths' },
    handler: () => ({}),
  });

  it('take --flag, --flag true|false, --flag=value and --no-flag', () => {
    expect(parseCliArgs(tool, ['--include-views', 'a.sol'])).toEqual({ include_views: true, paths: ['a.sol'] });
    expect(parseCliArgs(tool, ['--include-views', 'true', 'a.sol'])).toEqual({ include_views: true, paths: ['a.sol'] });
    expect(parseCliArgs(tool, ['--include-views', 'false', 'a.sol'])).toEqual({
      include_views: false,
      paths: ['a.sol'],
    });
    expect(parseCliArgs(tool, ['--include-views=false'])).toEqual({ include_views: false });
    expect(parseCliArgs(tool, ['--no-include-views'])).toEqual({ include_views: false });
    expect(() => parseCliArgs(tool, ['--include-views=maybe'])).toThrowError(/expects true or false/);
  });

  it('show the forms that work in --help', () => {
    expect(describeFlags(tool).join('\n')).toContain('--include-views, --include-views true|false, --no-include-views');
  });
});

describe('parseOutputFormat', () => {
  it('defaults to toon and refuses other values', () => {
    expect(parseOutputFormat(undefined)).toBe('toon');
    expect(parseOutputFormat('json')).toBe('json');
    expect(() => parseOutputFormat('yaml')).toThrowError(/OUTPUT_FORMAT must be toon or json/);
  });
});
