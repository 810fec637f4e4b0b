import type { Logger } from '@sextant/core-engine';
import { AppError } from '@sextant/core-engine';
import { createPathGuard } from '@sextant/security/path-guard';
import type { OutputFormat } from '@sextant/toon-output';
import { executeTool } from './call-tool.js';
import { parseCliArgs } from './cli-args.js';
import { exitCodes, noUsableResult } from './cli-exit.js';
import type { ReportFlags, ReportOutcome } from './cli-report.js';
import { buildReport, reportOf, takeReportFlags } from './cli-report.js';
import type { AnyTool, ToolContext, ToolReport } from './define.js';
import { toonOutput } from './lazy-modules.js';
import { renderErrorText, toAppError } from './to-tool-error.js';

// A terminal reads long text fields as blocks, not escaped one-liners.
const textBlocks = async (data: Record<string, unknown>) =>
  (await toonOutput()).render(data, 'toon', { textBlocks: true });

export interface CliRun<D> {
  tool: AnyTool<D>;
  words: readonly string[];
  deps: D;
  log: Logger;
  format: OutputFormat;
  roots: readonly string[];
  /** Names the SARIF log's tool. @default the tool's name, version 0.0.0 */
  app?: { name: string; version: string };
  out?: (text: string) => void;
  err?: (text: string) => void;
}

/**
 * Runs one tool as a CLI command; prints the result to stdout (errors to stderr) and returns the exit code
 * (see `exitCodes`). TOON output prints multi-line text fields as text. A tool with a `report` also takes
 * `--format sarif`, `--fail-on` and `--baseline` (cli-report.ts).
 */
export async function runCli<D>(run: CliRun<D>): Promise<number> {
  const out = run.out ?? ((t: string) => process.stdout.write(`${t}\n`));
  const err = run.err ?? ((t: string) => process.stderr.write(`${t}\n`));
  const controller = new AbortController();
  const onSigint = () => controller.abort(new Error('SIGINT'));
  process.once('SIGINT', onSigint);
  const guard = createPathGuard({ roots: run.roots });
  const tty = process.stderr.isTTY;
  const ctx: ToolContext = {
    signal: controller.signal,
    surface: 'cli',
    log: run.log,
    progress: ({ progress, total, message }) => {
      if (!tty) return;
      const pct = total ? Math.min(100, Math.round((progress / total) * 100)) : undefined;
      const bar = pct === undefined ? '' : `[${'#'.repeat(pct / 5).padEnd(20, '-')}] ${String(pct).padStart(3)}% `;
      process.stderr.write(`\r\x1b[2K${bar}${message ?? ''}`.slice(0, (process.stderr.columns ?? 120) + 8));
      if (total && progress >= total) process.stderr.write('\n');
    },
    resolvePath: (p) => guard.resolve(p),
    roots: () => guard.roots(),
    canSample: () => false,
    sample: () => {
      throw new AppError('SAMPLING_UNAVAILABLE', 'Sampling needs an MCP client; the CLI has none.', {
        hint: 'Configure a chat endpoint for answers on the CLI.',
      });
    },
    notifyResourceUpdated: async () => undefined,
  };
  try {
    let args: Record<string, unknown>;
    let flags: ReportFlags;
    let report: ToolReport | undefined;
    try {
      flags = takeReportFlags(run.words);
      report = await reportOf(run.tool, flags);
      args = parseCliArgs(run.tool, flags.words);
    } catch (e) {
      const error = toAppError(e, run.log);
      err(await renderErrorText(error, run.format));
      return exitCodes.usage;
    }
    const outcome = await executeTool(run.tool, { format: run.format, ...args }, run.deps, ctx, run.format, run.log);
    if (tty) process.stderr.write('\r\x1b[2K');
    if (!outcome.ok) {
      err(outcome.text);
      return exitCodes.toolError;
    }
    if (report) {
      let r: ReportOutcome;
      try {
        r = await buildReport(
          report,
          outcome.data,
          args,
          flags,
          ctx,
          run.app ?? { name: run.tool.name, version: '0.0.0' },
        );
      } catch (e) {
        err(await renderErrorText(toAppError(e, run.log), run.format));
        return exitCodes.usage;
      }
      const text = outcome.format === 'toon' ? await textBlocks(outcome.data) : outcome.text;
      out(r.sarif ? JSON.stringify(r.sarif, null, 2) : text);
      err(r.summary);
      if (r.failing.length) return exitCodes.gateFailed;
      return noUsableResult(outcome.data) ? exitCodes.noUsableResult : exitCodes.ok;
    }
    out(outcome.format === 'toon' ? await textBlocks(outcome.data) : outcome.text);
    return noUsableResult(outcome.data) ? exitCodes.noUsableResult : exitCodes.ok;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}
