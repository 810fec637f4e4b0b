/** The Compact code in a model answer: the first fenced block (```compact preferred), else the whole text. */
export function extractCode(answer: string): string {
  const blocks = [...answer.matchAll(/```([\w-]*)\s*\n([\s\S]*?)```/g)];
  const compact = blocks.find((b) => b[1] === 'compact') ?? blocks[0];
  return (compact ? (compact[2] as string) : answer).trim();
}

/** Rules given to the client's model when it writes Compact. */
export const COMPACT_RULES = [
  'Write Compact for the Midnight network.',
  'Start with `pragma language_version >= 0.28;` (toolchain 0.36, ledger 9) and `import CompactStandardLibrary;`.',
  'Never name anything event, log, eval or arguments: they are reserved words.',
  'Declare each ledger field as `export ledger name: Type;`; witnesses end with `;` and have no body.',
  'Wrap every witness-derived value written to the ledger, returned, or branched on in disclose().',
  'Guard exported circuits with assert(cond, "message").',
  'Answer with one ```compact code block.',
].join('\n');
