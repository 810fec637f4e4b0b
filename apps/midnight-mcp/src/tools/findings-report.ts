import { SECURITY_RULES } from '@sextant/language-adapters/compact';
import type { Finding, RejectedFileOutput, SarifLevel, SarifRule, ToolReport } from '@sextant/mcp-shell';

interface CheckFinding {
  id: string;
  severity: 'high' | 'medium' | 'low' | 'info';
  message: string;
  line: number;
  column: number;
  circuit?: string;
}
interface FileFindings {
  file: string;
  findings: CheckFinding[];
}

const LEVEL: Record<CheckFinding['severity'], SarifLevel> = {
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};
// GitHub code scanning shows these as high, medium, low and (below 0.1) none.
const SCORE: Record<CheckFinding['severity'], number> = { high: 8, medium: 5.5, low: 3, info: 0 };

/** The security checks' rules, as SARIF rules (level from the severity: high error, medium warning, else note). */
const compactRules: readonly SarifRule[] = SECURITY_RULES.map((r) => ({
  id: r.id,
  name: r.id.replace(/(^|-)(\w)/g, (_, _d: string, c: string) => c.toUpperCase()),
  short: r.title,
  full: r.description,
  help: r.help,
  level: LEVEL[r.severity],
  securitySeverity: SCORE[r.severity],
  tags: r.id === 'parse-error' ? [] : ['security', 'privacy'],
}));

/**
 * Findings of several files. The key is the circuit, the message and the rank among identical ones, never
 * the line, so a finding keeps its fingerprint when code above it moves.
 */
function compactFindings(files: readonly FileFindings[]): Finding[] {
  return files.flatMap(({ file, findings }) => {
    const seen = new Map<string, number>();
    return findings.map((f): Finding => {
      const same = `${f.id}\u0000${f.circuit ?? ''}\u0000${f.message}`;
      const nth = seen.get(same) ?? 0;
      seen.set(same, nth + 1);
      return {
        ruleId: f.id,
        level: LEVEL[f.severity],
        message: f.message,
        file,
        region: { startLine: f.line, startColumn: f.column },
        key: [f.circuit ?? '', f.message, String(nth)],
        ...(f.circuit ? { logicalName: f.circuit } : {}),
      };
    });
  });
}

/** The report of `midnight-check-contracts`: per-file findings, refused files as notifications. */
export const checkContractsReport: ToolReport<{
  files: FileFindings[];
  rejected_files?: RejectedFileOutput[];
}> = {
  rules: compactRules,
  findings: ({ files }) => compactFindings(files),
  notifications: ({ rejected_files }) =>
    (rejected_files ?? []).map((f) => ({ level: 'error', message: f.message, file: f.file, line: f.line })),
};

/** The report of `midnight-analyze-contract`: one file, named by `path` (or `contract.compact` for inline code). */
export const analyzeContractReport: ToolReport<{ findings: CheckFinding[] }, { path?: string }> = {
  rules: compactRules,
  findings: ({ findings }, { path }) => compactFindings([{ file: path ?? 'contract.compact', findings }]),
};
