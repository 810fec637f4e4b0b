/** Live state of one index, as the status resource shows it. */
export interface IndexStatus {
  index_id: string;
  state: 'idle' | 'indexing' | 'failed' | 'cancelled';
  operation_id?: string;
  progress?: number;
  message?: string;
  error?: { code: string; message: string };
  updated_at: string;
}

/** In-memory status per index; the status resource reads it and tools update it. */
export function createStatusBoard() {
  const board = new Map<string, IndexStatus>();
  return {
    get: (id: string): IndexStatus =>
      board.get(id) ?? { index_id: id, state: 'idle', updated_at: new Date().toISOString() },
    set(id: string, patch: Partial<IndexStatus>): IndexStatus {
      const next = { ...this.get(id), ...patch, index_id: id, updated_at: new Date().toISOString() };
      board.set(id, next);
      return next;
    },
  };
}

export type StatusBoard = ReturnType<typeof createStatusBoard>;

/** Resource URIs of an index. */
export const uris = {
  status: (id: string) => `repo-index://status/${id}`,
  manifest: (id: string) => `repo-index://manifest/${id}`,
  logs: (id: string) => `repo-index://logs/${id}`,
  bundle: (id: string) => `repo-index://bundle/${id}`,
};
