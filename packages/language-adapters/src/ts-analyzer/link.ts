import { posix } from 'node:path';
import type {
  AnalysisUnit,
  AnalyzedFunction,
  CallSite,
  CodeModel,
  ParsedSource,
  ResolvedImports,
  StateAccess,
} from '@sextant/core-engine/ports';
import type { RawCall, RawClass, RawFunction, TsFileFacts } from './facts.js';

const HTTP =
  /^(node:)?(https?|axios|got|node-fetch|undici|ky|superagent|request|ofetch|graphql-request|@apollo\/client)(\/|$)/;
const DB =
  /^(pg|postgres|mysql2?|mongodb|mongoose|redis|ioredis|@prisma\/client|sequelize|knex|typeorm|better-sqlite3|sqlite3|@libsql\/client|drizzle-orm|kysely|@supabase\/supabase-js|firebase-admin|cassandra-driver|neo4j-driver|@aws-sdk\/client-dynamodb|@planetscale\/database|@neondatabase\/serverless)(\/|$)/;

/** How a call into a package is classified: `http`, `db`, or `import`. */
function packageKind(spec: string): string {
  return HTTP.test(spec) ? 'http' : DB.test(spec) ? 'db' : 'import';
}

const moduleName = (path: string) => path;
const isRelative = (s: string) => s.startsWith('./') || s.startsWith('../');

interface FileCtx {
  path: string;
  facts: TsFileFacts;
  /** import binding -> resolved file of a relative import */
  targets: Record<string, string>;
}

/** Links TS/JS files: module and class units, state accesses, internal vs external calls. */
export function linkTs(files: readonly ParsedSource[], resolved: ResolvedImports): CodeModel {
  const ctxs = new Map<string, FileCtx>();
  for (const f of files) {
    const facts = f.data as TsFileFacts;
    const targets: Record<string, string> = {};
    const res = [...(resolved.get(f.path)?.values() ?? [])];
    for (const [binding, spec] of Object.entries(facts.imports)) {
      if (!isRelative(spec)) continue;
      const base = posix.normalize(posix.join(posix.dirname(f.path), spec));
      const hit = res.find(
        (r) =>
          r === base ||
          r.replace(/\.[cm]?[jt]sx?$/, '') === base.replace(/\.[cm]?[jt]sx?$/, '') ||
          r.startsWith(`${base}/index.`),
      );
      if (hit) targets[binding] = hit;
    }
    ctxs.set(f.path, { path: f.path, facts, targets });
  }
  // classes by file: a base resolves in the class's own file, then through its imports, then anywhere
  const fileOf = new Map<RawClass, string>();
  const anywhere = new Map<string, RawClass>();
  for (const c of ctxs.values())
    for (const cls of c.facts.classes) {
      fileOf.set(cls, c.path);
      if (!anywhere.has(cls.name)) anywhere.set(cls.name, cls);
    }
  const classIn = (file: string, name: string) => ctxs.get(file)?.facts.classes.find((k) => k.name === name);
  const resolveClass = (name: string, from: string): RawClass | undefined => {
    const target = ctxs.get(from)?.targets[name];
    return classIn(from, name) ?? (target ? classIn(target, name) : undefined) ?? anywhere.get(name);
  };
  const chain = (start: RawClass | undefined): RawClass[] => {
    const out: RawClass[] = [];
    for (let cur = start; cur && !out.includes(cur);) {
      out.push(cur);
      cur = cur.base ? resolveClass(cur.base, fileOf.get(cur) as string) : undefined;
    }
    return out;
  };
  const units: AnalysisUnit[] = [];
  const functions: AnalyzedFunction[] = [];
  for (const c of ctxs.values()) {
    units.push({
      file: c.path,
      name: moduleName(c.path),
      kind: 'module',
      bases: [],
      linearization: [{ file: c.path, name: moduleName(c.path) }],
      location: { line: 1, column: 1 },
    });
    for (const cls of c.facts.classes) {
      units.push({
        file: c.path,
        name: cls.name,
        kind: cls.abstract ? 'abstract' : cls.exported ? 'class' : 'internal_class',
        bases: cls.base ? [cls.base] : [],
        linearization: chain(cls).map((x) => ({ file: fileOf.get(x) ?? c.path, name: x.name })),
        location: { line: cls.line, column: cls.column },
      });
    }
    for (const f of c.facts.functions) functions.push(analyze(c, f, (n) => chain(classIn(c.path, n)), ctxs));
  }
  return { units, functions };
}

function analyze(
  c: FileCtx,
  f: RawFunction,
  chain: (n: string) => RawClass[],
  ctxs: Map<string, FileCtx>,
): AnalyzedFunction {
  const locals = new Set([...f.locals, ...f.params]);
  const vars = new Map(c.facts.vars.map((v) => [v.name, v]));
  const lin = f.cls ? chain(f.cls) : [];
  const reads: StateAccess[] = [];
  const writes: StateAccess[] = [];
  const seen = new Set<string>();
  const add = (list: StateAccess[], tag: string, a: StateAccess) => {
    if (seen.has(tag + a.expression)) return;
    seen.add(tag + a.expression);
    list.push(a);
  };
  const calls = f.calls.map((call) => classify(c, f, call, locals, lin, ctxs)).filter((x): x is CallSite => !!x);
  // `client.set(k, v)` on an external client is a call, not a write to the client
  const clients = new Set(
    calls.filter((x) => x.kind === 'external').map((x) => x.expression.slice(0, -(x.name.length + 1))),
  );
  for (const u of f.uses) {
    const mode = u.mode === 'w' && clients.has(u.expr) ? 'r' : u.mode;
    let declaredIn: string | undefined;
    if (u.viaThis) {
      if (lin.some((k) => k.methods.includes(u.name) && !k.fields.includes(u.name))) continue;
      declaredIn = lin.find((k) => k.fields.includes(u.name))?.name ?? f.cls;
    } else {
      const v = vars.get(u.name);
      if (!v || v.constant || locals.has(u.name)) continue;
      declaredIn = moduleName(c.path);
    }
    const a = { variable: u.name, declaredIn: declaredIn ?? '', expression: u.expr };
    if (mode !== 'w') add(reads, 'r', a);
    if (mode !== 'r') add(writes, 'w', a);
  }
  const unit = f.cls ?? moduleName(c.path);
  return {
    file: c.path,
    unit,
    name: f.name,
    signature: `${f.name}(${f.params.join(',')})`,
    kind: f.kind,
    visibility: f.private ? 'private' : f.exported ? 'public' : 'internal',
    mutability: 'nonpayable',
    modifiers: [],
    virtual: !!f.cls,
    implemented: true,
    location: { line: f.line, column: f.column },
    reads,
    writes,
    calls,
  };
}

function target(unit: string, file: string, fns: RawFunction[] | undefined, name: string, virtual: boolean) {
  const fn = fns?.find((x) => x.name === name);
  return fn ? { unit, file, name, signature: `${name}(${fn.params.join(',')})`, virtual } : undefined;
}

function classify(
  c: FileCtx,
  f: RawFunction,
  call: RawCall,
  locals: Set<string>,
  lin: RawClass[],
  ctxs: Map<string, FileCtx>,
): CallSite | undefined {
  const base = { name: call.name, expression: call.expr, line: call.line };
  const imports = c.facts.imports;
  const external = (binding: string): CallSite | undefined => {
    const spec = imports[binding];
    return spec === undefined || isRelative(spec) ? undefined : { ...base, kind: 'external', via: packageKind(spec) };
  };
  const inFile = (name: string) => c.facts.functions.filter((x) => !x.cls && x.name === name);
  if (call.shape === 'this' || call.shape === 'super') {
    const from = call.shape === 'super' ? lin.slice(1) : lin;
    const owner = from.find((k) => k.methods.includes(call.name));
    if (!owner) return undefined;
    const ownerCtx = [...ctxs.values()].find((x) => x.facts.classes.includes(owner));
    const fns = ownerCtx?.facts.functions.filter((m) => m.cls === owner.name);
    const t = target(owner.name, ownerCtx?.path ?? c.path, fns, call.name, call.shape === 'this');
    return t ? { ...base, kind: 'internal', via: call.shape === 'super' ? 'super' : 'internal', target: t } : undefined;
  }
  if (call.shape === 'ident') {
    if (locals.has(call.name)) {
      const o = f.localOrigins[call.name];
      return o ? external(o) : undefined;
    }
    if (call.name === 'fetch') return { ...base, kind: 'external', via: 'http' };
    const own = inFile(call.name);
    if (own.length)
      return {
        ...base,
        kind: 'internal',
        via: 'internal',
        target: target(moduleName(c.path), c.path, own, call.name, false),
      };
    const file = c.targets[call.name];
    if (file) {
      const t = target(
        moduleName(file),
        file,
        ctxs.get(file)?.facts.functions.filter((x) => !x.cls),
        call.name,
        false,
      );
      return t ? { ...base, kind: 'internal', via: 'internal', target: t } : undefined;
    }
    return external(call.name);
  }
  const root = call.root;
  if (!root) return undefined;
  if (root.startsWith('this.')) {
    const field = root.slice(5);
    const owner = lin.find((k) => k.fieldOrigins[field]);
    return owner ? external(owner.fieldOrigins[field] as string) : undefined;
  }
  if (locals.has(root)) {
    const o = f.localOrigins[root];
    return o ? external(o) : undefined;
  }
  const v = c.facts.vars.find((x) => x.name === root);
  if (v) return v.origin ? external(v.origin) : undefined;
  const file = c.targets[root];
  if (file) {
    const t = target(
      moduleName(file),
      file,
      ctxs.get(file)?.facts.functions.filter((x) => !x.cls),
      call.name,
      false,
    );
    return t ? { ...base, kind: 'internal', via: 'internal', target: t } : undefined;
  }
  return external(root);
}
