import { signatureOf as compactSignature } from '../signature-text.js';
import type { ContractModel } from './contract-model.js';
import { qualifiedName } from './contract-model.js';

/** The declaration-level outline of a contract, as the tools return it. */
export function contractStructure(model: ContractModel) {
  const decls = model.parse.declarations;
  const pick = (kind: string) => decls.filter((d) => d.kind === kind);
  const loc = (d: { start: { line: number; column: number }; end: { line: number } }) => ({
    line: d.start.line,
    column: d.start.column,
    endLine: d.end.line,
  });
  const pragma = decls.find((d) => d.kind === 'pragma');
  return {
    languageVersion: pragma?.kind === 'pragma' ? pragma.version : null,
    imports: decls.flatMap((d) =>
      d.kind === 'import' || d.kind === 'include' ? [{ signature: compactSignature(d), ...loc(d) }] : [],
    ),
    ledger: model.ledgers.map((l) => ({
      name: qualifiedName(l),
      type: l.type,
      exported: l.exported,
      sealed: l.sealed,
      ...loc(l),
    })),
    circuits: model.circuits.map(({ decl, entry }) => ({
      name: qualifiedName(decl),
      signature: compactSignature(decl),
      exported: decl.exported,
      entrypoint: entry,
      pure: decl.pure,
      ...loc(decl),
    })),
    witnesses: model.witnesses.map((w) => ({ name: qualifiedName(w), signature: compactSignature(w), ...loc(w) })),
    types: ['struct', 'enum', 'type', 'contract', 'module'].flatMap((k) =>
      pick(k).map((d) => ({ kind: d.kind, name: qualifiedName(d), signature: compactSignature(d), ...loc(d) })),
    ),
    hasConstructor: model.constructors.length > 0,
    entrypoints: model.circuits.filter((c) => c.entry).map((c) => qualifiedName(c.decl)),
    diagnostics: model.parse.diagnostics,
  };
}

/** Recognisable design patterns, each with the evidence that gave it away. */
export function detectPatterns(model: ContractModel): { pattern: string; evidence: string }[] {
  const found: { pattern: string; evidence: string }[] = [];
  const types = model.ledgers.map((l) => `${l.name}: ${l.type}`);
  const ledgerOf = (re: RegExp) => types.filter((t) => re.test(t));
  const calls = new Set(
    model.circuits.flatMap(({ facts }) => [...facts.otherCalls, ...facts.circuitCalls].map((c) => c.name)),
  );
  const add = (pattern: string, evidence: string[]) =>
    evidence.length && found.push({ pattern, evidence: [...new Set(evidence)].join('; ') });
  add('counter', ledgerOf(/:\s*Counter\b/));
  add('key-value state (Map/Set)', ledgerOf(/:\s*(Map|Set)</));
  add('Merkle-tree membership', ledgerOf(/MerkleTree</));
  add(
    'hash commitments',
    [...calls].filter((c) => /^(persistentHash|persistentCommit|transientHash|transientCommit)$/.test(c)),
  );
  add(
    'state machine (enum-typed ledger)',
    model.ledgers
      .filter((l) => model.parse.declarations.some((d) => d.kind === 'enum' && d.name === l.type))
      .map((l) => l.name),
  );
  add(
    'owner / authorization',
    [...calls].filter((c) => /owner|auth|role/i.test(c)),
  );
  add(
    'witness-held secret',
    model.witnesses.filter((w) => /secret|sk|key/i.test(w.name)).map((w) => w.name),
  );
  add(
    'sealed (write-once) configuration',
    model.ledgers.filter((l) => l.sealed).map((l) => l.name),
  );
  add(
    'modules',
    model.parse.declarations.filter((d) => d.kind === 'module' || (d.kind === 'import' && d.prefix)).map((d) => d.name),
  );
  return found;
}
