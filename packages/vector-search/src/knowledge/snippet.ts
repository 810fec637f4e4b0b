import { tokenizeCode } from '@sextant/core-engine/retrieval';

/** Up to 12 lines of a chunk, starting a little before the first line that mentions a query term. */
export function snippet(text: string, terms: Set<string>): string {
  const lines = text.split('\n');
  const hit = lines.findIndex((l) => tokenizeCode(l).some((t) => terms.has(t)));
  const from = Math.max(0, hit - 2);
  return lines.slice(from, from + 12).join('\n');
}
