// What a V8 heap snapshot (index-run.ts with BENCH_HEAP_SNAPSHOT) holds, by kind: bytes and counts of its nodes
// grouped by type and constructor, strings split by what they look like (chunk ids, paths, blob ids), and the
// arrays by the property holding them. argv[2]: the snapshot; argv[3]: MB indexed (for a per-MB column).
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const [file, indexedMb] = process.argv.slice(2) as [string, string | undefined];
const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
const { node_fields: nf, node_types: nt, edge_fields: ef, edge_types: et } = snap.snapshot.meta;
const N = nf.length;
const E = ef.length;
const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) => nf.indexOf(f)) as [
  number,
  number,
  number,
  number,
];
const [edgeTypeAt, edgeNameAt, edgeToAt] = ['type', 'name_or_index', 'to_node'].map((f) => ef.indexOf(f)) as [
  number,
  number,
  number,
];
const types = nt[0];
const edgeTypes = et[0];
const { nodes, edges, strings } = snap;

const stringKind = (s: string): string => {
  if (/^[^\s:]+:\d+-\d+$/.test(s)) return 'string: chunk id (path:start-end)';
  if (/^[0-9a-f]{40}$/.test(s)) return 'string: blob id';
  if (/^[\w@.-]+(\/[\w@.-]+)+$/.test(s)) return 'string: path';
  if (/^[A-Za-z_$][\w$]*$/.test(s)) return 'string: identifier';
  return 'string: other';
};

// The property (or element holder) each node is first reached through, for arrays and strings.
const holder = new Map<number, string>();
for (let n = 0, e = 0; n < nodes.length; n += N) {
  const from = `${types[nodes[n + typeAt]!]}:${strings[nodes[n + nameAt]!]}`;
  for (let k = 0; k < nodes[n + edgeCountAt]!; k++, e += E) {
    const to = edges[e + edgeToAt]!;
    if (holder.has(to)) continue;
    const kind = edgeTypes[edges[e + edgeTypeAt]!];
    const label = kind === 'element' || kind === 'hidden' ? `[${kind}]` : String(strings[edges[e + edgeNameAt]!]);
    holder.set(to, `${from}.${label}`);
  }
}

const rows = new Map<string, { bytes: number; count: number }>();
const add = (key: string, bytes: number) => {
  const r = rows.get(key) ?? { bytes: 0, count: 0 };
  r.bytes += bytes;
  r.count++;
  rows.set(key, r);
};
let total = 0;
for (let n = 0; n < nodes.length; n += N) {
  const type = types[nodes[n + typeAt]!]!;
  const name = strings[nodes[n + nameAt]!]!;
  const bytes = nodes[n + sizeAt]!;
  total += bytes;
  if (type.includes('string')) add(stringKind(name), bytes);
  else if (type === 'array') add(`array ${name} in ${holder.get(n) ?? '?'}`, bytes);
  else if (type === 'object' || type === 'native' || type === 'closure') add(`${type} ${name}`, bytes);
  else add(`${type}`, bytes);
}

const perMb = indexedMb ? Number(indexedMb) : undefined;
const top = [...rows].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, Number(process.env.TOP ?? 30));
console.log(`| kind | MB | count |${perMb ? ' MB per MB indexed |' : ''}`);
console.log(`|---|---|---|${perMb ? '---|' : ''}`);
for (const [key, r] of top)
  console.log(
    `| ${key.replace(/\|/g, '/').slice(0, 110)} | ${(r.bytes / 1e6).toFixed(1)} | ${r.count} |${perMb ? ` ${(r.bytes / 1e6 / perMb).toFixed(3)} |` : ''}`,
  );
console.log(
  `| all | ${(total / 1e6).toFixed(1)} | ${nodes.length / N} |${perMb ? ` ${(total / 1e6 / perMb).toFixed(3)} |` : ''}`,
);
