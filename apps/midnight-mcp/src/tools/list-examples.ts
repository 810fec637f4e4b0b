import { isAppError } from '@sextant/core-engine';
import { parseCompact } from '@sextant/language-adapters';
import { defineTool } from '@sextant/mcp-shell';
import { fitItems } from '@sextant/toon-output/budget';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnlyRemote } from './shared.js';

const MAX_PARSED = 20;
/** Default answer budget, in o200k tokens. */
const EXAMPLES_BUDGET = 2000;

export const listExamples = defineTool({
  name: 'midnight-list-examples',
  title: 'List example contracts',
  description:
    'Compact contracts of the Midnight example repositories, with parsed circuits, ledger fields and witnesses.',
  annotations: readOnlyRemote,
  input: z.object({
    repos: z
      .array(z.string().regex(/^[\w.-]+\/[\w.-]+$/))
      .max(10)
      .optional()
      .describe('owner/name; default: watched repositories'),
    filter: z.string().max(100).optional().describe('Path substring'),
    offset: z.number().int().min(0).max(999).default(0),
  }),
  output: z.object({
    examples: z.array(
      z.object({
        repo: z.string(),
        path: z.string(),
        circuits: z.array(z.string()).optional(),
        ledgerFields: z.number().optional(),
        witnesses: z.number().optional(),
      }),
    ),
    summarised: z.number(),
    next_offset: z.number().optional(),
    failed: z.array(z.object({ repo: z.string(), code: z.string(), message: z.string() })),
  }),
  async handler({ repos, filter, offset }, { github, config }: AppDeps) {
    const failed: { repo: string; code: string; message: string }[] = [];
    const found = await Promise.all(
      (repos ?? config.MIDNIGHT_REPOS).map(async (repo) => {
        try {
          const files = await github.listFiles(repo);
          return files
            .filter((p) => p.endsWith('.compact') && (!filter || p.includes(filter)))
            .map((path) => ({ repo, path }));
        } catch (error) {
          failed.push({
            repo,
            code: isAppError(error) ? error.code : 'INTERNAL',
            message: error instanceof Error ? error.message : String(error),
          });
          return [];
        }
      }),
    );
    const all = found.flat().slice(offset);
    // Summaries need one request per file: only the first MAX_PARSED are fetched and parsed.
    const examples = await Promise.all(
      all.map(async (e, i) => {
        if (i >= MAX_PARSED) return e;
        const { declarations } = parseCompact((await github.getFile(e.repo, e.path)).content);
        const circuits = declarations.filter((d) => d.kind === 'circuit').map((d) => d.name);
        const count = (kind: string) => declarations.filter((d) => d.kind === kind).length;
        return { ...e, circuits, ledgerFields: count('ledger'), witnesses: count('witness') };
      }),
    );
    const answer = (kept: typeof examples) => ({
      examples: kept,
      summarised: Math.min(kept.length, MAX_PARSED),
      ...(kept.length < examples.length ? { next_offset: offset + kept.length } : {}),
      failed,
    });
    return answer((await fitItems(examples, EXAMPLES_BUDGET, answer)).items);
  },
});
