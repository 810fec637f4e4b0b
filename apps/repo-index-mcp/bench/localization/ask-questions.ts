// "Which function …?" questions for ask_index from the set's gold files: a documented function or method of a
// gold file, asked by the first sentence of its doc comment (its own name dropped when the sentence starts
// with it). The sentence must occur in no other file of the corpus, so the defining file is the one answer;
// the question is asked against a copy of the corpus with that doc comment blanked (ask-corpus.ts), as the
// npm docstring benchmark blanks comments (CodeSearchNet method).

export interface AskQuestion {
  repo: string;
  question: string;
  path: string;
  symbol: string;
  line: number;
  /** The doc comment's lines (1-based, inclusive): blanked in the corpus the question is asked against. */
  docLines: [number, number];
}

interface Definition {
  name: string;
  line: number;
  doc: string;
  docLines: [number, number];
}

const JS_DEF =
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)|^\s*(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function|\([^)]*\)\s*(?::[^=]+)?=>|[A-Za-z_$][\w$]*\s*=>)|^\s+(?:public\s+|private\s+|protected\s+|static\s+|async\s+|get\s+|set\s+)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*(?::\s*[^{]+)?\{\s*$/;
const GO_DEF = /^func\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)/;
const RS_DEF = /^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z_]\w*)/;
const PY_DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)/;
const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'function', 'return', 'constructor']);

const firstSentence = (lines: string[]): string => {
  const text: string[] = [];
  for (const l of lines) {
    if (!l.trim() || l.trim().startsWith('@') || l.trim().startsWith('#')) {
      if (text.length) break;
      continue;
    }
    text.push(l.trim());
  }
  const joined = text.join(' ');
  return (/^(.+?[.!?])(\s|$)/.exec(joined)?.[1] ?? joined).replace(/[.!?]$/, '').trim();
};

/** Documented definitions of one source file, by its extension. */
function documentedDefinitions(path: string, text: string): Definition[] {
  const lines = text.split('\n');
  const out: Definition[] = [];
  const ext = path.slice(path.lastIndexOf('.') + 1);
  lines.forEach((line, i) => {
    if (ext === 'py') {
      const m = PY_DEF.exec(line);
      if (!m) return;
      let j = i;
      while (j < lines.length - 1 && j < i + 12 && !/\)\s*(->[^:]*)?:\s*(#.*)?$/.test(lines[j]!)) j++;
      const body = lines[j + 1]?.trim() ?? '';
      const q = /^[rRuU]?("""|''')/.exec(body);
      if (!q) return;
      const doc: string[] = [body.slice(q[0].length)];
      for (let k = j + 2; k < lines.length && !doc.at(-1)!.includes(q[1]!); k++) doc.push(lines[k]!);
      const docLines: [number, number] = [j + 2, j + 1 + doc.length];
      out.push({ name: m[1]!, line: i + 1, doc: firstSentence(doc.map((d) => d.split(q[1]!)[0]!)), docLines });
      return;
    }
    const re = ext === 'go' ? GO_DEF : ext === 'rs' ? RS_DEF : JS_DEF;
    const m = re.exec(line);
    const name = m?.slice(1).find(Boolean);
    if (!name || KEYWORDS.has(name)) return;
    let k = i - 1;
    while (k >= 0 && /^\s*(#\[|@\w)/.test(lines[k]!)) k--; // attributes and decorators
    const doc: string[] = [];
    const end = k + 1;
    if (ext === 'go' || ext === 'rs') {
      const mark = ext === 'go' ? /^\s*\/\/\s?/ : /^\s*\/\/\/\s?/;
      for (; k >= 0 && mark.test(lines[k]!); k--) doc.unshift(lines[k]!.replace(mark, ''));
    } else if (lines[k]?.trim().endsWith('*/')) {
      for (; k >= 0 && !lines[k]!.includes('/**'); k--) doc.unshift(lines[k]!);
      // a JSDoc block is `/**`, lines starting with `*`, and `*/`: anything else is code between comments
      if (k < 0 || doc.slice(0, -1).some((d) => !/^\s*\*/.test(d))) return;
      doc.unshift(lines[k]!.slice(lines[k]!.indexOf('/**') + 3));
      doc.forEach((d, n) => (doc[n] = d.replace(/\*\/.*$/, '').replace(/^\s*\*\s?/, '')));
    }
    if (doc.length) out.push({ name, line: i + 1, doc: firstSentence(doc), docLines: [end - doc.length + 1, end] });
  });
  return out;
}

const asQuestion = (name: string, doc: string): string | undefined => {
  let s = doc.replace(/`/g, '');
  if (s.split(/\s+/)[0] === name) s = s.slice(name.length).trim();
  if (s.split(/\s+/).length < 5) return undefined;
  return `Which function ${s.charAt(0).toLowerCase()}${s.slice(1)}?`;
};

/**
 * Up to `perRepo` questions per repository, one per gold file at most, in query order. `files` is the
 * corpus (path -> text), used to read the gold file and to keep only sentences no other file contains.
 */
export function askQuestions(
  repo: string,
  golds: readonly string[][],
  files: ReadonlyMap<string, string>,
  perRepo: number,
): AskQuestion[] {
  const out: AskQuestion[] = [];
  const used = new Set<string>();
  for (const path of golds.flat()) {
    if (out.length >= perRepo) break;
    const text = files.get(path);
    if (used.has(path) || !text) continue;
    used.add(path);
    for (const def of documentedDefinitions(path, text)) {
      const question = asQuestion(def.name, def.doc);
      if (!question) continue;
      const needle = def.doc.slice(0, 80);
      if ([...files].some(([p, t]) => p !== path && t.includes(needle))) continue;
      out.push({ repo, question, path, symbol: def.name, line: def.line, docLines: def.docLines });
      break;
    }
  }
  return out;
}
