import { AppError } from '@sextant/core-engine';
import { signatureOf as compactSignature } from '../signature-text.js';
import type { ContractModel } from './contract-model.js';
import { qualifiedName } from './contract-model.js';
import { securityChecks } from './security-checks.js';

const uniq = (xs: string[]) => [...new Set(xs)];
const list = (xs: string[]) => xs.map((x) => `"${x}"`).join(', ');

/** A plain-language explanation of one circuit, derived from the parse (no model involved). */
export function explainCircuit(model: ContractModel, name?: string) {
  const candidates = model.circuits.filter(({ decl }) => !name || decl.name === name || qualifiedName(decl) === name);
  const found = candidates[0];
  if (!found) {
    const known = model.circuits.map(({ decl }) => qualifiedName(decl));
    throw new AppError(
      'NOT_FOUND',
      name ? `No circuit named "${name}" in the code.` : 'The code has no circuit definition.',
      {
        hint: known.length
          ? `Pick one of: ${known.join(', ')}.`
          : 'Pass the full circuit source, starting at "circuit" or "export circuit".',
        details: { circuits: known },
      },
    );
  }
  const { decl, facts, entry } = found;
  const reads = uniq(facts.ledger.filter((a) => !a.write).map((a) => a.field));
  const writes = uniq(facts.ledger.filter((a) => a.write).map((a) => `${a.field} (${a.op})`));
  const witnesses = uniq(facts.witnessCalls.map((w) => w.name));
  const calls = uniq([...facts.circuitCalls, ...facts.otherCalls].map((c) => c.name));
  const sentences = [
    `${decl.exported ? 'Exported' : 'Internal'}${decl.pure ? ' pure' : ''} circuit "${qualifiedName(decl)}"` +
      (entry
        ? ': an entry point anyone can call in a transaction.'
        : decl.exported
          ? ': exported by its module, not an entry point of this contract.'
          : ': callable only from other circuits.'),
    decl.params.length ? `Takes ${decl.params.map((p) => `${p.name}: ${p.type}`).join(', ')}.` : 'Takes no arguments.',
    `Returns ${decl.returnType === '[]' || decl.returnType === '' ? 'nothing ([])' : decl.returnType}.`,
  ];
  if (facts.asserts.length)
    sentences.push(
      `Checks ${facts.asserts.length} condition(s)${facts.asserts.some((a) => a.message) ? `: ${list(facts.asserts.flatMap((a) => (a.message ? [a.message] : [])))}` : ''}.`,
    );
  if (reads.length) sentences.push(`Reads public ledger state ${list(reads)}.`);
  if (writes.length) sentences.push(`Changes public ledger state ${list(writes)}.`);
  if (witnesses.length)
    sentences.push(
      `Gets private input from witness ${list(witnesses)} (supplied by the DApp, not proven correct by itself).`,
    );
  if (facts.discloses.length)
    sentences.push(`Discloses ${facts.discloses.length} value(s) with disclose(): these become public.`);
  if (calls.length) sentences.push(`Calls ${list(calls)}.`);
  if (decl.pure) sentences.push('Being pure, it neither reads nor writes the ledger and can run off chain.');
  const notes = securityChecks(model).filter((f) => f.circuit === qualifiedName(decl));
  return {
    name: qualifiedName(decl),
    signature: compactSignature(decl),
    line: decl.start.line,
    endLine: decl.end.line,
    exported: decl.exported,
    entrypoint: entry,
    pure: decl.pure,
    summary: sentences.join(' '),
    ledgerReads: reads,
    ledgerWrites: writes,
    witnesses,
    calls,
    asserts: facts.asserts.map((a) => ({ line: a.line, message: a.message ?? null })),
    disclosures: facts.discloses.length,
    privacyNotes: notes.map((n) => `${n.severity}: ${n.message} (line ${n.line})`),
    otherCircuits: candidates.length > 1 ? candidates.slice(1).map(({ decl: d }) => qualifiedName(d)) : [],
  };
}
