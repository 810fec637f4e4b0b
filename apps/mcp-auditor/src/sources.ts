import type { CodeModel } from '@sextant/core-engine/ports';
import type { LoadedProject, ProjectSources } from '@sextant/language-adapters';
import { rejectedFilesOutput } from '@sextant/mcp-shell';
import type { ToolContext } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AuditorDeps } from './deps.js';

/** Input fields every auditor tool shares: inline files or paths on disk, and an optional language. */
export const sourceInput = {
  files: z
    .array(z.object({ path: z.string().min(1), content: z.string() }))
    .min(1)
    .optional()
    .describe('Sources inline: [{ path, content }]. Imports resolve against these paths first.'),
  paths: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe('Files or directories to read (inside the allowed roots).'),
  language: z
    .string()
    .optional()
    .describe('Language id (solidity, typescript, javascript, tsx); default from the extension.'),
};

/** Imports nothing was found for, as tools report them (absent when all resolved). */
export const unresolvedImports = z
  .array(z.object({ file: z.string(), import: z.string() }))
  .optional()
  .describe(
    'Imports not found: state and functions behind them are missing. Add the files, remappings.txt or AUDITOR_REMAPPINGS.',
  );

/** The `unresolved_imports` field of a tool result. */
export const unresolvedOf = (model: CodeModel) =>
  model.unresolvedImports?.length ? { unresolved_imports: model.unresolvedImports } : {};

/** Files the parser refused (nesting or size past its budget), as tools report them (absent when none). */
export const rejectedFiles = rejectedFilesOutput('the other files were analysed.');

/** The `rejected_files` field of a tool result. */
export const rejectedOf = (model: CodeModel) =>
  model.rejectedFiles?.length ? { rejected_files: model.rejectedFiles } : {};

/** The `project` field of a result: which root and remappings imports were resolved with. */
export const projectOutput = z
  .object({
    kind: z.enum(['foundry', 'hardhat', 'remappings', 'plain']),
    root: z.string().describe('Project root, relative to the allowed root ("" for the root itself).'),
    remappings: z.array(z.string()).describe('prefix=target, targets relative to the allowed root.'),
    src: z.string().optional(),
    libs: z.array(z.string()).optional(),
    skipped: z.number().optional().describe('Walked files left out as tests, scripts or mocks.'),
  })
  .optional()
  .describe('The project the paths belong to (foundry.toml, hardhat.config.*, remappings.txt).');

/** The `project` field from a layout. */
export const projectOf = (l: LoadedProject) =>
  l.layout
    ? {
        project: {
          kind: l.layout.kind,
          root: l.layout.root,
          remappings: l.layout.remappings.filter((r) => r.prefix).map((r) => `${r.prefix}=${r.target}`),
          ...(l.layout.src ? { src: l.layout.src } : {}),
          ...(l.layout.libs ? { libs: l.layout.libs } : {}),
          ...(l.skipped ? { skipped: l.skipped } : {}),
        },
      }
    : {};

/** The tool's sources through language-adapters' project loader, read with this call's roots, signal and progress. */
export const loadSources = async (args: ProjectSources, deps: AuditorDeps, ctx: ToolContext, skipTests = false) =>
  (await deps.auditor()).loadProject(args, {
    skipTests,
    access: { roots: () => ctx.roots(), resolve: (p) => ctx.resolvePath(p) },
    signal: ctx.signal,
    onProgress: ctx.progress,
  });
