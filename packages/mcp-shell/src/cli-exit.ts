/**
 * Exit codes of a tool run as a CLI command, for CI scripts:
 * 0 a usable result (a bulk call where some queries failed included), 1 the tool returned an error (invalid
 * arguments included), 2 bad usage (unknown command or flag, a flag value that does not parse, a bad OUTPUT_FORMAT),
 * 3 the tool answered but nothing usable came back: every query of a bulk call failed, or a health check says `down`,
 * 4 the gate failed: `--fail-on` matched a finding (a new one, with `--baseline`).
 */
export const exitCodes = { ok: 0, toolError: 1, usage: 2, noUsableResult: 3, gateFailed: 4 } as const;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * True when a result carries no usable answer, by the shell's conventions: a top-level `status` of `down`, or
 * per-query results (top-level lists whose items have a `status`, as runBulk makes) that all have status `error`.
 */
export function noUsableResult(data: Record<string, unknown>): boolean {
  if (data.status === 'down') return true;
  const perQuery = Object.values(data).filter(
    (v): v is Record<string, unknown>[] =>
      Array.isArray(v) && v.length > 0 && v.every((item) => isRecord(item) && typeof item.status === 'string'),
  );
  return perQuery.length > 0 && perQuery.every((list) => list.every((item) => item.status === 'error'));
}
