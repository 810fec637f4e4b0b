// A cheap pre-pass per rule group: literals one of which every match of an expression contains. A sentence
// holding none of them cannot match, so the group's expression (lookbehinds, gaps, long alternations) never runs on
// it. Derived from the expression itself, so a literal is only ever a necessary condition: results do not change.

/** Splits a source at its top-level `|` (outside groups and classes). */
function alternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === '[') i = classEnd(source, i);
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(source.slice(start, i));
      start = i + 1;
    }
  }
  out.push(source.slice(start));
  return out;
}

/** Index of the `]` closing the class that opens at `i`. */
function classEnd(source: string, i: number): number {
  for (let j = i + 1; j < source.length; j++) {
    if (source[j] === '\\') j++;
    else if (source[j] === ']') return j;
  }
  return source.length;
}

/** Index of the `)` closing the group that opens at `i`. */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === '\\') j++;
    else if (c === '[') j = classEnd(source, j);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return j;
  }
  return source.length;
}

/** Where the quantifier at `i` ends, and whether it allows zero repeats. */
function quantifier(source: string, i: number): { end: number; optional: boolean } {
  let end = i;
  let optional = false;
  if (source[i] === '?' || source[i] === '*') [end, optional] = [i + 1, true];
  else if (source[i] === '+') end = i + 1;
  else if (source[i] === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
    end = source.indexOf('}', i) + 1;
    optional = /^\{0[,}]/.test(source.slice(i));
  }
  if (end > i && source[end] === '?') end++; // lazy
  return { end, optional };
}

/**
 * Literals one of which every match of one alternative contains: the first mandatory literal run of two or more
 * characters, or group whose every alternative has one. Null when there is none.
 */
function neededOf(alt: string): string[] | null {
  let i = 0;
  let literal = '';
  while (i < alt.length) {
    const c = alt[i]!;
    // Zero-width parts (lookarounds, \b, ^, $) end a literal run and need nothing.
    if (/^\(\?<?[=!]/.test(alt.slice(i))) {
      if (literal.length >= 2) return [literal];
      [literal, i] = ['', groupEnd(alt, i) + 1];
      continue;
    }
    let end: number;
    let lit: string | undefined;
    let group: string | undefined;
    if (c === '(') {
      end = groupEnd(alt, i) + 1;
      group = alt.slice(i, end - 1).replace(/^\((?:\?:|\?<[A-Za-z]\w*>)?/, '');
    } else if (c === '[') end = classEnd(alt, i) + 1;
    else if (c === '\\') {
      const e = alt[i + 1] ?? '';
      end = i + 2;
      if (e === 'p' || e === 'P') end = alt.indexOf('}', i) + 1 || alt.length;
      else if (e === 'u' && alt[i + 2] === '{') end = alt.indexOf('}', i) + 1 || alt.length;
      else if (!/[A-Za-z0-9]/.test(e)) lit = e;
    } else {
      end = i + 1;
      // Half of a surrogate pair is no literal of its own (a quantifier after the pair covers both halves).
      if (!'.|?*+{}^$)'.includes(c) && !/[\uD800-\uDFFF]/.test(c)) lit = c;
    }
    const q = quantifier(alt, end);
    if (lit !== undefined && !q.optional) {
      literal += lit;
      i = q.end;
      if (q.end === end) continue; // a plain character: the run goes on
    } else i = q.end;
    // Anything else (a class, an optional part, a group, a repeated character) ends the run.
    if (literal.length >= 2) return [literal];
    literal = '';
    if (group !== undefined && !q.optional) {
      const inner = needed(group);
      if (inner) return inner;
    }
  }
  return literal.length >= 2 ? [literal] : null;
}

/** Literals one of which every match of `source` contains, or null when they cannot be told. */
export function needed(source: string): string[] | null {
  const out = new Set<string>();
  for (const alt of alternatives(source)) {
    const found = neededOf(alt);
    if (!found) return null;
    for (const p of found) out.add(p);
  }
  return [...out];
}

/** What a gated step carries: the literals one of which it needs (null: it always runs). */
export interface Gated {
  needs: readonly string[] | null;
}

interface GateIndex {
  /** Literals by their first two characters (one number), each with the steps it opens. */
  byPair: Map<number, { literal: string; steps: number[] }[]>;
  always: number[];
}

const indexes = new WeakMap<readonly Gated[], GateIndex>();

function indexOf(steps: readonly Gated[]): GateIndex {
  let index = indexes.get(steps);
  if (index) return index;
  index = { byPair: new Map(), always: [] };
  for (const [k, step] of steps.entries()) {
    if (!step.needs) {
      index.always.push(k);
      continue;
    }
    for (const literal of step.needs) {
      const pair = literal.charCodeAt(0) * 65536 + literal.charCodeAt(1);
      const list = index.byPair.get(pair) ?? [];
      const entry = list.find((e) => e.literal === literal);
      if (entry) entry.steps.push(k);
      else list.push({ literal, steps: [k] });
      index.byPair.set(pair, list);
    }
  }
  indexes.set(steps, index);
  return index;
}

/**
 * Which steps can match `text`: one pass over its character pairs finds every needed literal it holds (each
 * literal has two or more characters), so a sentence costs one scan instead of an expression per step.
 */
export function openSteps(steps: readonly Gated[], text: string): boolean[] {
  const { byPair, always } = indexOf(steps);
  const open = new Array<boolean>(steps.length).fill(false);
  for (const k of always) open[k] = true;
  let left = steps.length - always.length;
  for (let i = 0; i + 1 < text.length && left > 0; i++) {
    const list = byPair.get(text.charCodeAt(i) * 65536 + text.charCodeAt(i + 1));
    if (!list) continue;
    for (const { literal, steps: opened } of list) {
      if (!opened.some((k) => !open[k]) || !text.startsWith(literal, i)) continue;
      for (const k of opened) if (!open[k]) [open[k], left] = [true, left - 1];
    }
  }
  return open;
}
