/** Reorders candidate texts for a query. `modelUsed` names what actually scored them. */
export interface Reranker {
  readonly modelUsed: string;
  score(query: string, texts: readonly string[], signal?: AbortSignal): Promise<number[]>;
}
