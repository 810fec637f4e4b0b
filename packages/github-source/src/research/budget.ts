/** What each research query run gets: its share of the response token budget and the call's cancellation signal. */
export interface ResearchRunOptions {
  /** Tokens this query's answer may take. */
  budget: number;
  signal?: AbortSignal;
}

/** Per-query share of a response token budget, less room for the result's own fields. */
export const perQueryBudget = (maxTokens: number, queries: number) =>
  Math.max(300, Math.floor(maxTokens / Math.max(1, queries)) - 300);

/** Characters that surely fit `tokens` (dense text such as JSON runs about 2.5 characters a token). */
export const charsFor = (tokens: number) => Math.floor(tokens * 2.5);
