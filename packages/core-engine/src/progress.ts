/** Progress callback a long operation reports through (the MCP shell turns it into notifications/progress). */
export type ProgressReporter = (update: { progress: number; total?: number; message?: string }) => void;
