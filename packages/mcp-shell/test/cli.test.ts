import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseCliArgs } from '../src/cli-args.js';
import { defineTool } from '../src/define.js';
import { builtExample } from './support/built.js';

const run = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [builtExample(), ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

describe('CLI of a built server', () => {
  it('runs a tool as a subcommand in TOON or JSON', () => {
    const toon = run(['echo', 'hello world']);
    expect(toon.status).toBe(0);
    expect(toon.stdout.trim()).toBe('text: hello world\nlength: 11');
    const json = run(['echo', '--text', 'x', '--format', 'json']);
    expect(JSON.parse(json.stdout)).toEqual({ text: 'x', length: 1 });
    const viaJson = run(['lookup', '--json', '{"queries":[{"word":"Hello"}]}', '--format', 'json']);
    expect(JSON.parse(viaJson.stdout).results[0].status).toBe('hasResults');
  });

  it('lists commands and flags with --help', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--http');
    expect(help.stdout).toMatch(/count .*\n.*--to <number> \(required\)/);
  });

  it('fails with a structured error and a non-zero code on bad input', () => {
    const bad = run(['count', '--to', 'lots']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/code: INVALID_INPUT/);
    const unknown = run(['frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown command "frobnicate"/);
    const root = mkdtempSync(join(tmpdir(), 'cli-'));
    writeFileSync(join(root, 'a.txt'), 'A');
    expect(run(['read_text', 'a.txt'], { SEXTANT_ROOTS: root }).stdout).toContain('content: A');
    expect(run(['read_text', '/etc/hostname'], { SEXTANT_ROOTS: root }).status).toBe(1);
  });

  it('honours TOOLS_TO_RUN and DISABLE_TOOLS', () => {
    expect(run(['--help'], { TOOLS_TO_RUN: 'echo' }).stdout).not.toContain('lookup');
    expect(run(['fail', '--kind', 'typed'], { DISABLE_TOOLS: 'fail' }).status).toBe(2);
  });
});

describe('parseCliArgs', () => {
  const tool = defineTool({
    name: 'function_insights',
    title: 't',
    description: 'd',
    input: z.object({
      paths: z.array(z.string()).min(1),
      selector: z.object({ contract: z.string(), name: z.string() }),
      include_views: z.boolean().default(false),
      k: z.number().optional(),
    }),
    output: z.object({}),
    cli: {
      command: 'insights',
      positional: 'paths',
      flags: { contract: 'selector.contract', function: 'selector.name' },
    },
    handler: () => ({}),
  });

  it('maps flags, aliases to nested fields, booleans, numbers and positionals', () => {
    expect(
      parseCliArgs(tool, [
        '--contract',
        'Token',
        '--function=transfer',
        'a.sol',
        'b.sol',
        '--include-views',
        '--k',
        '3',
      ]),
    ).toEqual({
      selector: { contract: 'Token', name: 'transfer' },
      paths: ['a.sol', 'b.sol'],
      include_views: true,
      k: 3,
    });
    expect(parseCliArgs(tool, ['--no-include-views', 'x.sol'])).toEqual({ include_views: false, paths: ['x.sol'] });
  });

  it('rejects unknown flags and non-numbers with a hint', () => {
    expect(() => parseCliArgs(tool, ['--bogus', '1'])).toThrowError(/Unknown flag --bogus/);
    expect(() => parseCliArgs(tool, ['--k', 'abc'])).toThrowError(/expects a number/);
  });
});
