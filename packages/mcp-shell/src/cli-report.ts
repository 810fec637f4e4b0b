import { AppError } from '@sextant/core-engine';
import type { Finding, SarifLog } from '@sextant/toon-output/sarif';
import type { AnyTool, ToolContext, ToolReport } from './define.js';
import { implementationOf } from './implementation.js';
import { wall } from './lazy-modules.js';

/** The report flags of a CLI call, taken out of its words before the tool's own flags are parsed. */
export interface ReportFlags {
  sarif: boolean;
  failOn: string[];
  baseline?: string;
  /** The words left for the tool. */
  words: string[];
}

const usage = (message: string, hint: string) => new AppError('INVALID_INPUT', message, { type: 'input_error', hint });

/** Takes `--format sarif`, `--fail-on X` (repeatable) and `--baseline FILE` out of the words. */
export function takeReportFlags(words: readonly string[]): ReportFlags {
  const out: ReportFlags = { sarif: false, failOn: [], words: [] };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const [flag, inline] = w.startsWith('--') ? (w.split(/=(.*)/s, 2) as [string, string | undefined]) : [w];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = words[++i];
      if (next === undefined) throw usage(`${flag} needs a value.`, 'Run with --help to see the flags.');
      return next;
    };
    if (flag === '--format' && (inline ?? words[i + 1]) === 'sarif') {
      out.sarif = true;
      if (inline === undefined) i++;
    } else if (flag === '--fail-on') out.failOn.push(value());
    else if (flag === '--baseline') out.baseline = value();
    else out.words.push(w);
  }
  return out;
}

/** True when the call asked for any report flag. */
const wantsReport = (f: ReportFlags) => f.sarif || f.failOn.length > 0 || f.baseline !== undefined;

/** Refuses report flags on a tool that has no findings. */
export async function reportOf(tool: AnyTool, flags: ReportFlags): Promise<ToolReport | undefined> {
  if (!wantsReport(flags)) return undefined;
  const { report } = await implementationOf(tool);
  if (!report)
    throw usage(
      `${tool.name} has no findings: --format sarif, --fail-on and --baseline do not apply to it.`,
      'Use them with a command that reports findings (mcp-auditor entrypoints, midnight-mcp midnight-analyze-contract).',
    );
  return report as ToolReport;
}

/** The analysed root's place in its git repository (`contracts/`), so SARIF URIs are relative to the repository. */
async function repoPrefix(root: string): Promise<string> {
  const { runGit } = await wall();
  return (await runGit(root, ['rev-parse', '--show-prefix']).catch(() => '')).trim();
}

/** Reads a baseline file behind the wall: an earlier SARIF log, or the tool's own JSON output. */
async function readBaseline(path: string, ctx: ToolContext): Promise<unknown> {
  const { inspectInside, readInsideSync, realRoots } = await wall();
  const roots = await realRoots(ctx.roots());
  const seen = await inspectInside(roots, await ctx.resolvePath(path));
  if (!seen.ok)
    throw new AppError('NOT_FOUND', `Cannot read the baseline ${path}.`, {
      hint: 'Pass a file inside the allowed roots.',
    });
  try {
    return JSON.parse(readInsideSync(roots, seen.real).toString('utf8'));
  } catch (cause) {
    throw new AppError('INVALID_INPUT', `The baseline ${path} is not JSON.`, {
      type: 'input_error',
      hint: 'Pass an earlier SARIF log (--format sarif) or the JSON output (--format json) of the same command.',
      cause,
    });
  }
}

/** What a report call prints and whether its gate holds. */
export interface ReportOutcome {
  /** The SARIF log, when `--format sarif` asked for it. */
  sarif?: SarifLog;
  /** Findings `--fail-on` matched (new ones only, with a baseline). */
  failing: Finding[];
  /** One line for stderr: counts, baseline, gate. */
  summary: string;
}

/** Turns one result into SARIF and the gate's verdict (the sarif module loads only here). */
export async function buildReport(
  report: ToolReport,
  data: Record<string, unknown>,
  args: Record<string, unknown>,
  flags: ReportFlags,
  ctx: ToolContext,
  tool: { name: string; version: string },
): Promise<ReportOutcome> {
  const sarif = await import('@sextant/toon-output/sarif');
  const failOn = sarif.parseFailOn(flags.failOn, report.rules);
  const prefix = await repoPrefix(ctx.roots()[0] ?? process.cwd());
  const all = report.findings(data, args);
  let findings = all;
  let baseline: { unchanged: number } | undefined;
  if (flags.baseline !== undefined) {
    const old = await readBaseline(flags.baseline, ctx);
    // An earlier SARIF log carries fingerprints; the tool's JSON output gives them through its own findings.
    const known =
      sarif.sarifFingerprints(old) ??
      new Set(report.findings(old as never, args).map((f) => sarif.findingFingerprint(f, prefix)));
    const split = sarif.subtractBaseline(all, known, prefix);
    findings = split.fresh;
    baseline = { unchanged: split.unchanged };
  }
  const failing = sarif.failingFindings(findings, report.rules, failOn);
  const summary = [
    `${findings.length} ${baseline ? 'new ' : ''}finding${findings.length === 1 ? '' : 's'}`,
    baseline ? `${baseline.unchanged} in the baseline` : '',
    flags.failOn.length ? `${failing.length} match --fail-on ${flags.failOn.join(',')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    failing,
    summary,
    ...(flags.sarif
      ? {
          sarif: sarif.toSarif(findings, {
            tool,
            rules: report.rules,
            uriPrefix: prefix,
            notifications: report.notifications?.(data as never) ?? [],
            ...(baseline ? { baseline } : {}),
          }),
        }
      : {}),
  };
}
