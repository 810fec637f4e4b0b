import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLanguageRegistry } from '../../src/registry.js';

const registry = createLanguageRegistry();
const fixture = (name: string) => new URL(`../fixtures/symbols/${name}`, import.meta.url);

async function symbolsOf(name: string) {
  const adapter = registry.byPath(name);
  expect(adapter?.symbols).toBeTypeOf('function');
  return adapter!.symbols!({ path: name, content: readFileSync(fixture(name), 'utf8') });
}
const defs = (s: Awaited<ReturnType<typeof symbolsOf>>) =>
  s.definitions.map((d) => `${d.kind} ${d.container ? d.container + '.' : ''}${d.name}`);

describe('symbols', () => {
  it('typescript: functions, arrow constants, classes, methods, types; doc and export range', async () => {
    const s = await symbolsOf('sample.ts');
    expect(defs(s)).toEqual([
      'function loadConfig',
      'function parseConfig',
      'class ConfigStore',
      'method ConfigStore.get',
      'interface Options',
      'type Mode',
    ]);
    const load = s.definitions[0]!;
    expect(load).toMatchObject({ start: { line: 5 }, end: { line: 7 }, doc: '/** Loads the config file. */' });
    expect(s.imports).toEqual(['node:fs/promises', './config.js']);
    expect(s.references).toContainEqual({ name: 'parseConfig', line: 6 });
    expect(s.references).not.toContainEqual({ name: 'loadConfig', line: 5 });
  });

  it('tsx and javascript', async () => {
    expect(defs(await symbolsOf('sample.tsx'))).toEqual(['function Button']);
    const js = await symbolsOf('sample.js');
    expect(defs(js)).toEqual(['function walk', 'class Walker', 'method Walker.run']);
    expect(js.imports).toEqual(['path']);
  });

  it('python: decorated functions keep decorators and docstrings; methods know their class', async () => {
    const s = await symbolsOf('sample.py');
    expect(defs(s)).toEqual(['function read_only', 'class FileInfo', 'method FileInfo.is_writable']);
    expect(s.definitions[0]).toMatchObject({
      start: { line: 4 },
      end: { line: 7 },
      doc: '"""Return True when the file is read-only."""',
    });
    expect(s.definitions[2]!.doc).toBe('# Describes a file.');
    expect(s.imports).toEqual(['os', 'collections']);
  });

  it('go, rust, java, solidity', async () => {
    const go = await symbolsOf('sample.go');
    expect(defs(go)).toEqual(['function Exists', 'type Info', 'method Describe']);
    expect(go.imports).toEqual(['fmt', 'os']);
    expect(go.definitions[0]!.doc).toBe('// Exists reports whether path exists.');
    const rs = await symbolsOf('sample.rs');
    expect(defs(rs)).toEqual(['struct Cache', 'impl Cache', 'method Cache.get', 'trait Store', 'method Store.put']);
    expect(rs.imports).toEqual(['std::collections::HashMap']);
    const java = await symbolsOf('Sample.java');
    expect(defs(java)).toEqual(['class UserRepo', 'constructor UserRepo.UserRepo', 'method UserRepo.names']);
    expect(java.imports).toEqual(['java.util.List']);
    const sol = await symbolsOf('sample.sol');
    expect(defs(sol)).toEqual([
      'contract Token',
      'event Token.Moved',
      'constructor Token.constructor',
      'function Token.transfer',
    ]);
    expect(sol.imports).toEqual(['./IERC20.sol']);
    expect(sol.definitions[0]!.doc).toBe('/// @notice A token.');
  });

  it('gives partial results for malformed input instead of throwing', async () => {
    const ts = registry.byId('typescript')!;
    const s = await ts.symbols!({ path: 'bad.ts', content: 'function ok() {}\nclass {{{ broken' });
    expect(s.definitions.map((d) => d.name)).toContain('ok');
  });
});
