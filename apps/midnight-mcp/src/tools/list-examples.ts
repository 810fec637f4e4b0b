import { isAppError } from '@sextant/core-engine';
import { parseCompact } from '@sextant/language-adapters';
import { defineTool } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { readOnlyRemote } from './shared.js';

const MAX_PARSED = 20;

export const listExamples = defineTool({
  name: 'midnight-list-examples',
  title: 'List example contracts',
  description:
    'Lists the Compact contracts of Midnight example repositories, each summarised by the parser (circuits, ledger fields, witnesses).',
  annotations: readOnlyRemote,
  input: z.object({
    repos: z
      .array(z.string().regex(/^[\w.-]+\/[\w.-]+$/))
      .max(10)
      .optional()
      .describe('owner/name list; default: the watched repositories'),
    filter: z.string().max(100).optional().describe('Keep paths containing this text'),
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
    failed: z.array(z.object({ repo: z.string(), code: z.string(), message: z.string() })),
  }),
  async handler({ repos, filter }, { github, config }: AppDeps) {
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
    const all = found.flat();
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
    return { examples, summarised: Math.min(all.length, MAX_PARSED), failed };
  },
});
