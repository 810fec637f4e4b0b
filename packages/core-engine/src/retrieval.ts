// @sextant/core-engine/retrieval: what every text index here shares: code-aware tokenization (identifiers split,
// stemmed), query planning (synonyms, compounds) and reciprocal rank fusion of ranked lists.
export { queryTerms, tokenizeCode } from './retrieval/tokenize.js';
export type { TokenizeOptions } from './retrieval/tokenize.js';
export { codeTokenString } from './retrieval/token-string.js';
export { planQuery } from './retrieval/query-plan.js';
export type { QueryPlan } from './retrieval/query-plan.js';
export { reciprocalRankFusion } from './retrieval/fusion.js';
export type { FusedResult, RankedList } from './retrieval/fusion.js';
export { stageTimer } from './retrieval/stage-timer.js';
