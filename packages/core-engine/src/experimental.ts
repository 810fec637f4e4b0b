// @sextant/core-engine/experimental: research signals that are off by default and measured without gain (see
// apps/repo-index-mcp/bench/ablation.ts), and the trainer of the shipped code vocabulary. The default index and
// search path never loads them: `features.prf`, `features.translate` and `learnVocab: true` load them on use.
// No stability promise: anything here may change or go.
export { feedbackTerms } from './experimental/prf.js';
export type { FeedbackOptions } from './experimental/prf.js';
export { translateRank } from './experimental/translate-rank.js';
export type { TranslateOptions } from './experimental/translate-rank.js';
export { learnRepoVocab } from './experimental/repo-vocab.js';
export type { RepoVocabOptions } from './experimental/repo-vocab.js';
export { encodeVocab, termPair, trainModel1 } from './experimental/vocab-train.js';
export type { TermPair, TrainOptions } from './experimental/vocab-train.js';
export type { ExpansionTerm, Translations, VocabTable } from './indexing/search/code-vocab.js';
