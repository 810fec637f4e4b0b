import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { answer } from '../ask/answer.js';
import { parseCitations, verifyCitations } from '../ask/citations.js';
import { gatherEvidence } from '../ask/evidence.js';
import type { AppDeps } from '../deps.js';
import { indexFrom } from '../target.js';
import { target } from './schemas.js';

const citation = z.object({ path: z.string(), start_line: z.number(), end_line: z.number() });

export const askIndex = defineTool({
  name: 'ask_index',
  title: 'Ask the index',
  description:
    "Answers a question about an indexed repository from gathered evidence (search, then followed symbols): through the client's model, a configured chat endpoint, or extractively. Every citation is checked against the index.",
  annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: false },
  input: z.object({
    ...target,
    question: z.string().trim().min(1, 'The question is empty.').max(4000),
    context_lines: z.number().int().min(0).max(30).default(3),
  }),
  output: z.object({
    index_id: z.string(),
    answer: z.string(),
    mode: z.enum(['sampling', 'chat', 'extractive']),
    model: z.string().nullable(),
    citations: z.array(citation),
    dropped_citations: z.array(z.object({ citation: z.string(), reason: z.string() })),
    evidence: z.array(citation.extend({ symbol: z.string().optional() })),
    note: z.string().optional(),
  }),
  cli: { command: 'ask', positional: ['path', 'question'] },
  async handler(args, deps: AppDeps, ctx) {
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
  },
});
