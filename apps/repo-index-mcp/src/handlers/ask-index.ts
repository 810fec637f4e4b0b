import { answer } from '../ask/answer.js';
import { parseCitations, verifyCitations } from '../ask/citations.js';
import { gatherEvidence } from '../ask/evidence.js';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import type { ToolHandler } from '@sextant/mcp-shell';
import type { input, output } from '../tools/ask-index.js';

/** The handler of askIndex, imported on the tool's first call. */
export const handler: ToolHandler<typeof input, typeof output, AppDeps> = async (args, deps: AppDeps, ctx) => {
  const { id, index } = await indexFrom(args, deps, ctx);
  const evidence = await gatherEvidence(index, args.question, args.context_lines);
  const reply = await answer(args.question, evidence, ctx, deps.config);
  const state = (await index.state())!;
  const cited =
    reply.mode === 'extractive'
      ? evidence.map((e) => ({ path: e.path, start_line: e.start_line, end_line: e.end_line })).slice(0, 6)
      : parseCitations(reply.text);
  const { valid, dropped } = verifyCitations(cited, state);
  const fallback = valid.length === 0 && evidence.length > 0;
  const notes = [
    reply.fallback ?? '',
    dropped.length ? `${dropped.length} citation(s) could not be verified in the index and were dropped.` : '',
    fallback ? 'The answer cited nothing verifiable; citations list the evidence it was given.' : '',
  ].filter(Boolean);
  return {
    index_id: id,
    answer: reply.text,
    mode: reply.mode,
    model: reply.model,
    citations: fallback
      ? evidence.map((e) => ({ path: e.path, start_line: e.start_line, end_line: e.end_line }))
      : valid,
    dropped_citations: dropped,
    evidence: evidence.map((e) => ({
      path: e.path,
      start_line: e.start_line,
      end_line: e.end_line,
      ...(e.symbol ? { symbol: e.symbol } : {}),
    })),
    ...(notes.length ? { note: notes.join(' ') } : {}),
  };
};
