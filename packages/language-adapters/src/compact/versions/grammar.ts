/** The syntax a grammar document defines: productions and the keywords they use. */
export interface GrammarSummary {
  /** Production name → its alternatives, as written (whitespace collapsed). */
  productions: Record<string, string[]>;
  /** Terminal words used in productions (pragma, ledger, sealed…), sorted. */
  keywords: string[];
}

// Lexical classes and meta words that appear in right-hand sides but are not keywords.
const NOT_KEYWORDS = new Set(['id', 'nat', 'str', 'file', 'version', 'eof', 'opt', 'empty', 'tvar', 'name']);
const ARROW = /\s(?:→|::=|->)\s/;

/**
 * Reads productions from a grammar document in the formal-grammar style: `lhs → rhs` lines, with
 * `→ rhs` continuation lines adding alternatives (also `::=` and `->`, and `|` inside one line).
 */
export function parseGrammar(text: string): GrammarSummary {
  const productions: Record<string, string[]> = {};
  let current: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/`/g, '').replace(/\s+/g, ' ').trim();
    const cont = line.match(/^(?:→|::=|->|\|)\s*(.+)$/);
    const [lhs, ...rest] = line.split(ARROW);
    if (cont && current) {
      productions[current]?.push(...splitAlternatives(cont[1] as string));
    } else if (rest.length > 0 && lhs && /^[\w-]+$/.test(lhs.trim())) {
      current = lhs.trim();
      productions[current] = [...(productions[current] ?? []), ...splitAlternatives(rest.join(' → '))];
    } else if (line === '' || line.startsWith('#')) current = undefined;
  }
  const names = new Set(Object.keys(productions));
  const keywords = new Set<string>();
  for (const [lhs, alts] of Object.entries(productions)) {
    for (const alt of alts) {
      for (const word of alt.match(/[A-Za-z_][\w-]*/g) ?? []) {
        // `pragma → pragma id …`: a production whose own body starts with its name names a keyword too.
        const terminal = !names.has(word) || (word === lhs && alt.split(' ').includes(word));
        if (terminal && !NOT_KEYWORDS.has(word) && !/-/.test(word) && /^[a-z]/.test(word)) keywords.add(word);
      }
    }
  }
  return { productions, keywords: [...keywords].sort() };
}

const splitAlternatives = (rhs: string) =>
  rhs
    .split(/\s\|\s/)
    .map((a) => a.trim())
    .filter(Boolean);

/** What changed between two grammar versions. */
export function diffGrammars(from: GrammarSummary, to: GrammarSummary) {
  const fromNames = Object.keys(from.productions);
  const toNames = Object.keys(to.productions);
  const changed = toNames
    .filter((n) => from.productions[n] && JSON.stringify(from.productions[n]) !== JSON.stringify(to.productions[n]))
    .map((n) => ({
      production: n,
      added: (to.productions[n] ?? []).filter((a) => !from.productions[n]?.includes(a)),
      removed: (from.productions[n] ?? []).filter((a) => !to.productions[n]?.includes(a)),
    }));
  return {
    addedKeywords: to.keywords.filter((k) => !from.keywords.includes(k)),
    removedKeywords: from.keywords.filter((k) => !to.keywords.includes(k)),
    addedProductions: toNames.filter((n) => !from.productions[n]),
    removedProductions: fromNames.filter((n) => !to.productions[n]),
    changedProductions: changed,
  };
}
