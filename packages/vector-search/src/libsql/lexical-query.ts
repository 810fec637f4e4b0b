import type { QueryPlan } from '@sextant/core-engine/retrieval';
import type { SearchHit, SearchOptions } from '@sextant/core-engine/ports';
import { planQuery } from '@sextant/core-engine/retrieval';
import type { CorpusStats, LexicalRanking, TermGroup } from '../lexical/rank.js';
import type { LexicalQuery } from './lexical-candidates.js';

/** Query terms in more than this share of chunks are dropped (when others in the corpus remain): they cost much and rank little. */
const COMMON_TERM_SHARE = 0.25;

/** Document frequency above which a term is common in a corpus of `rows` rows (see `lexicalQuery`). */
export const commonAbove = (rows: number) => rows * COMMON_TERM_SHARE;

/** Rows FTS5's bm25() picks for the ranking below (at least topK). */
const CANDIDATES = 100;

type Expansions = NonNullable<SearchOptions['expansions']>;

/** A query's words planned, the expansions it lacks, and every term whose document frequency it needs. */
export interface PlannedQuery {
  plan: QueryPlan;
  extra: Expansions;
  terms: string[];
}

/** Plans a lexical search of `text`: its terms, synonyms, compounds and expansions. */
export function planLexicalQuery(text: string, expansions: Expansions = []): PlannedQuery {
  const plan = planQuery(text);
  const extra = expansions.filter((e) => !plan.terms.includes(e.term));
  const terms = [...plan.terms, ...[...plan.synonyms.values()].flat(), ...plan.compounds, ...extra.map((e) => e.term)];
  return { plan, extra, terms };
}

/**
 * The lexical query for `topK` hits over a corpus (its live rows' count, mean length and document
 * frequencies), or undefined when no term is left: terms in too many chunks dropped while others
 * remain (unless `keepCommon`), synonyms, compounds and expansions kept when rare enough to rank.
 */
export function lexicalQuery(
  { plan, extra }: PlannedQuery,
  topK: number,
  corpus: CorpusStats,
  ranking: LexicalRanking,
  keepCommon = false,
): LexicalQuery | undefined {
  const { df } = corpus;
  const rare = (t: string) => df(t) > 0 && df(t) <= commonAbove(corpus.rows);
  const kept = plan.terms.filter((t) => df(t) <= commonAbove(corpus.rows));
  // Common terms go only when a kept one is in the corpus: words it lacks would leave the query empty.
  const terms = keepCommon || plan.terms.length < 2 || !kept.some((t) => df(t) > 0) ? plan.terms : kept;
  if (terms.length === 0) return undefined;
  const groups: TermGroup[] = terms.map((term) => ({
    term,
    weight: 1,
    synonyms: ranking.synonyms ? (plan.synonyms.get(term) ?? []).filter(rare) : [],
  }));
  if (ranking.compounds)
    for (const term of plan.compounds.filter(rare)) groups.push({ term, weight: ranking.compounds, synonyms: [] });
  for (const { term, weight } of extra) if (rare(term)) groups.push({ term, weight, synonyms: [] });
  const wanted = [...new Set(groups.flatMap((g) => [g.term, ...g.synonyms]))];
  // Candidates by FTS5's BM25 formula over every term, then ranked with weights FTS5 cannot express.
  return { wanted, groups, limit: Math.max(topK, CANDIDATES), corpus, ranking };
}

/** Best score first; ties by id (rowids depend on the order rows were written, ids only on the rows). */
export const byScoreThenId = (a: SearchHit, b: SearchHit) =>
  b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
