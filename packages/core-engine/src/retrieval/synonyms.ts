import { tokenizeCode } from './tokenize.js';

// Words programmers use for the same thing, written from general programming vocabulary (not from any
// benchmark's queries). Groups are small and tight: a loose group pulls in noise faster than it finds hits.
// Abbreviations (str, dir, len...) are not here: tokenizeCode maps them to one word on both sides.
const GROUPS: readonly string[] = [
  'remove delete erase discard drop',
  'directory folder',
  'dictionary map mapping hashmap',
  'convert cast coerce',
  'list array',
  'length size',
  'concatenate concat join',
  'merge combine',
  'uppercase upper',
  'lowercase lower',
  'whitespace space blank',
  'read load',
  'save write dump persist',
  'print display show',
  'float double',
  'url uri link',
  'sort order',
  'unique distinct dedupe deduplicate',
  'duplicate repeated',
  'maximum largest biggest greatest highest',
  'minimum smallest lowest least',
  'empty blank',
  'replace substitute',
  'split separate',
  'reverse invert',
  'compare comparison diff',
  'equal same identical equivalent',
  'copy clone',
  'check validate verify',
  'create make build generate construct',
  'get fetch retrieve obtain',
  'find search lookup locate',
  'run execute exec invoke',
  'stop halt terminate kill',
  'exit quit',
  'image picture photo',
  'plot chart',
  'argument parameter',
  'error exception',
  'trim strip',
  'sleep wait delay pause',
  'hash digest checksum',
  'serialize marshal pickle',
  'deserialize unmarshal unpickle',
  'regex pattern',
  'iterate loop traverse',
  'element item entry',
  'append add push insert',
  'character letter',
  'extension suffix',
  'contain include',
  'average mean',
  'sum total',
  'config configuration setting',
  'temp temporary',
  'update modify change edit alter',
  'start begin',
];

let byTerm: Map<string, readonly string[]> | undefined;

function build(): Map<string, readonly string[]> {
  const sets = new Map<string, Set<string>>();
  for (const group of GROUPS) {
    // Terms as the index stores them: canonical abbreviations, stemmed.
    const terms = [...new Set(tokenizeCode(group))];
    for (const t of terms) {
      const s = sets.get(t) ?? new Set<string>();
      for (const other of terms) if (other !== t) s.add(other);
      sets.set(t, s);
    }
  }
  return new Map([...sets].map(([t, s]) => [t, [...s]]));
}

/** Index terms that mean the same as `term` (an index term: stemmed, canonical), from a small general list. */
export function synonymsOf(term: string): readonly string[] {
  byTerm ??= build();
  return byTerm.get(term) ?? [];
}
