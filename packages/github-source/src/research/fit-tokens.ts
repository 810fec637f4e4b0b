let counter: Promise<(text: string) => number> | undefined;

/** The o200k token counter, loaded on first use (the tokenizer is a large module; start-up stays fast). */
const tokenCounter = () => (counter ??= import('@sextant/toon-output/tokens').then((m) => m.countTokens));

/**
 * Length of the longest prefix of `text` within `maxTokens` once rendered (counted as a JSON string: TOON and
 * JSON both escape quotes and newlines, which adds tokens); proportional cuts, re-counted.
 */
export async function fitLength(text: string, maxTokens: number): Promise<number> {
  // Byte-level BPE never makes more tokens than bytes: short texts fit without loading the tokenizer.
  if (Buffer.byteLength(JSON.stringify(text)) <= maxTokens) return text.length;
  const raw = await tokenCounter();
  const count = (t: string) => raw(JSON.stringify(t));
  let length = text.length;
  let tokens = count(text);
  while (tokens > maxTokens && length > 0) {
    length = Math.floor(length * (maxTokens / tokens) * 0.97);
    tokens = count(text.slice(0, length));
  }
  return length;
}
