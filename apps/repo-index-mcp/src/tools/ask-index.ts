import { z } from 'zod';
import { defineTool } from '@sextant/mcp-shell';
import { target } from './schemas.js';

const citation = z.object({ path: z.string(), start_line: z.number(), end_line: z.number() });

export const input = z.object({
  ...target,
  question: z.string().trim().min(1, 'The question is empty.').max(4000),
  context_lines: z.number().int().min(0).max(30).default(3),
});

export const output = z.object({
  index_id: z.string(),
  answer: z.string(),
  mode: z.enum(['sampling', 'chat', 'extractive']),
  model: z.string().nullable(),
  citations: z.array(citation),
  dropped_citations: z.array(z.object({ citation: z.string(), reason: z.string() })),
  evidence: z.array(citation.extend({ symbol: z.string().optional() })),
  note: z.string().optional(),
});

export const askIndex = defineTool({
  name: 'ask_index',
  title: 'Ask the index',
  description:
    "Answers a question about an indexed repository from gathered evidence (search, then followed symbols): through the client's model, a configured chat endpoint, or extractively. Every citation is checked against the index.",
  annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: false },
  input,
  output,
  cli: { command: 'ask', positional: ['path', 'question'] },
  load: () => import('../handlers/ask-index.js'),
});
