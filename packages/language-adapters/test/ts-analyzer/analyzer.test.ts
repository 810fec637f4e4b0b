import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CodeModel } from '@sextant/core-engine/ports';
import { analyzeEntrypoints, analyzeFunction, createAnalysisSession } from '@sextant/core-engine/analysis';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLanguageRegistry } from '../../src/index.js';

const dir = fileURLToPath(new URL('../fixtures/typescript/app/', import.meta.url));
const registry = createLanguageRegistry();
const session = createAnalysisSession({
  analyzerFor: (path, language) => {
    const a = language ? registry.byId(language) : registry.byPath(path);
    if (!a?.analyzer) throw new Error(`no analyzer for ${path}`);
    return { id: a.id, analyzer: a.analyzer };
  },
  readFile: async (p) => (p.startsWith('app/') ? readFileSync(dir + p.slice(4), 'utf8') : undefined),
});
let model: CodeModel;
beforeAll(async () => {
  model = await session.load([{ path: 'app/service.ts', content: readFileSync(`${dir}service.ts`, 'utf8') }]);
});
const fn = (unit: string, name: string) => model.functions.find((f) => f.unit === unit && f.name === name);
const calls = (unit: string, name: string) => fn(unit, name)?.calls.map((c) => `${c.kind}:${c.via}:${c.expression}`);

describe('typescript analyzer', () => {
  it('follows relative imports (./x.js means ./x.ts) and lists exported functions and public methods of exported classes', () => {
    expect(model.units.map((u) => u.name).sort()).toEqual([
      'Base',
      'UserService',
      'app/service.ts',
      'app/store.ts',
      'app/util.ts',
    ]);
    const eps = analyzeEntrypoints(model).map((e) => `${e.contract}.${e.name}`);
    expect(eps).toEqual(
      expect.arrayContaining(['UserService.load', 'app/store.ts.getUser', 'app/store.ts.reset', 'app/util.ts.slugify']),
    );
    expect(eps).not.toContain('UserService.forget'); // private
    expect(eps).not.toContain('app/store.ts.count'); // not exported
    expect(eps.some((e) => e.startsWith('Base.'))).toBe(false); // abstract
  });

  it('module-level state: reads, writes via ++, assignment and mutating methods; constants and shadowing locals are not state', () => {
    expect(fn('app/store.ts', 'getUser')?.writes.map((w) => w.expression)).toEqual(['requests', 'cache']);
    expect(fn('app/store.ts', 'getUser')?.reads.map((w) => w.expression)).toEqual(['requests', 'cache', 'db']);
    expect(fn('app/store.ts', 'reset')?.writes.map((w) => w.expression)).toEqual(['cache', 'requests']);
    expect(fn('app/store.ts', 'count')?.reads).toEqual([]);
  });

  it('this. state on classes, inherited fields included; a call on an external client is not a write', () => {
    const load = fn('UserService', 'load');
    expect(load?.writes.map((w) => w.expression)).toEqual(['this.hits']);
    expect(load?.reads.map((w) => w.expression)).toEqual(['this.hits', 'this.#secret', 'this.redis']);
    expect(fn('Base', 'log')?.writes).toEqual([{ variable: 'audit', declaredIn: 'Base', expression: 'this.audit' }]);
  });

  it('classifies calls: internal (same module, imported project module, this.), external http/db', () => {
    expect(calls('UserService', 'load')).toEqual([
      'internal:internal:this.log',
      'external:db:this.redis.set',
      'internal:internal:getUser',
    ]);
    expect(calls('app/store.ts', 'getUser')).toEqual(['external:db:db.query', 'internal:internal:slugify']);
    expect(calls('app/store.ts', 'ping')).toEqual([
      'external:http:fetch',
      'internal:internal:count',
      'external:http:axios.get',
    ]);
  });

  it('transitive view crosses modules', () => {
    const t = analyzeFunction(model, { contract: 'UserService', name: 'load' }).transitive;
    expect(t.writes).toEqual(expect.arrayContaining(['this.hits', 'this.audit', 'requests', 'cache']));
    expect(t.external).toEqual(['this.redis.set (db)', 'db.query (db)']);
  });

  it('javascript and a parse_error with file and line', async () => {
    const js = await session.load([{ path: 'x.js', content: 'let n = 0;\nexport function bump() { n += 1; }\n' }]);
    expect(js.functions[0]).toMatchObject({ name: 'bump', visibility: 'public', writes: [{ expression: 'n' }] });
    await expect(session.load([{ path: 'bad.ts', content: 'export function f( {\n' }])).rejects.toMatchObject({
      code: 'parse_error',
      extra: { details: { file: 'bad.ts' } },
    });
  });

  it('CommonJS exports and arrow-function class fields', async () => {
    const content = [
      "const https = require('https');",
      'let calls = 0;',
      'function get(u) { calls++; return https.get(u); }',
      'function hidden() {}',
      'exports.put = (u) => { calls += 2; };',
      'class Api { handler = async () => { this.n = get("/x"); }; }',
      'module.exports = { get, Api };',
    ].join('\n');
    const m = await session.load([{ path: 'cjs.js', content }]);
    const eps = analyzeEntrypoints(m)
      .map((e) => `${e.contract}.${e.name}`)
      .sort();
    expect(eps).toEqual(['Api.handler', 'cjs.js.get', 'cjs.js.put']);
    const get = m.functions.find((f) => f.name === 'get');
    expect(get?.calls.map((c) => `${c.kind}:${c.via}:${c.expression}`)).toEqual(['external:http:https.get']);
    expect(m.functions.find((f) => f.name === 'handler')?.writes.map((w) => w.expression)).toEqual(['this.n']);
  });
});

describe('typescript: same-named classes in two files', () => {
  it('resolves a base class through the importing file, and keys units by file', async () => {
    const files: Record<string, string> = {
      'a/store.ts': 'export class Store { put(k: string) { return k; } }\n',
      'b/store.ts': 'export class Store { drop(k: string) { return k; } }\n',
      'b/cache.ts':
        "import { Store } from './store';\nexport class Cache extends Store { hit() { return this.drop('x'); } }\n",
    };
    const s = createAnalysisSession({
      analyzerFor: (path) => {
        const a = registry.byPath(path);
        if (!a?.analyzer) throw new Error(`no analyzer for ${path}`);
        return { id: a.id, analyzer: a.analyzer };
      },
    });
    const m = await s.load(Object.entries(files).map(([path, content]) => ({ path, content })));
    const cache = m.units.find((u) => u.name === 'Cache');
    expect(cache?.linearization).toEqual([
      { file: 'b/cache.ts', name: 'Cache' },
      { file: 'b/store.ts', name: 'Store' },
    ]);
    expect(analyzeEntrypoints(m, { contract: 'Cache' }).map((e) => `${e.name}@${e.file}`)).toEqual(
      expect.arrayContaining(['hit@b/cache.ts', 'drop@b/store.ts']),
    );
    expect(analyzeEntrypoints(m, { contract: 'Cache' }).map((e) => e.name)).not.toContain('put');
  });
});
