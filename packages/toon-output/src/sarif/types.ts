/** SARIF result levels, most severe first. */
export const SARIF_LEVELS = ['error', 'warning', 'note'] as const;
/** A SARIF result level. */
export type SarifLevel = (typeof SARIF_LEVELS)[number];

/** A rule a tool's findings come under: one entry of `tool.driver.rules[]`. */
export interface SarifRule {
  /** Stable id results refer to (`unguarded-entrypoint`). */
  id: string;
  /** PascalCase name (`UnguardedEntrypoint`). */
  name: string;
  /** One sentence. */
  short: string;
  /** What the rule reports and how it decides. */
  full: string;
  /** What to do about a finding (plain text; also given as markdown). */
  help: string;
  /** Level of its results unless a finding says otherwise. */
  level: SarifLevel;
  /** GitHub code scanning's 0.0-10.0 score for security rules (shown as critical/high/medium/low). */
  securitySeverity?: number;
  tags?: readonly string[];
}

/** Where a finding is: a file relative to the analysed root, and lines/columns counted from 1. */
export interface FindingRegion {
  startLine: number;
  startColumn?: number;
  endLine?: number;
  endColumn?: number;
}

/** One finding as a tool's data gives it, before it becomes a SARIF result. */
export interface Finding {
  ruleId: string;
  /** @default the rule's level */
  level?: SarifLevel;
  message: string;
  /** Path relative to the analysed root, `/`-separated. */
  file: string;
  region: FindingRegion;
  /**
   * What identifies the finding besides its rule and file, independent of line numbers: the contract and the
   * function signature, a circuit name. It makes the partial fingerprint.
   */
  key: readonly string[];
  /** Fully qualified name of the code it is about (`Vault.withdraw(uint256)`). */
  logicalName?: string;
}

/** A problem the tool hit while analysing (a file it refused), reported beside the results. */
export interface ToolNotification {
  level: SarifLevel;
  message: string;
  file?: string;
  line?: number;
}

/** The tool that produced the findings. */
export interface SarifTool {
  name: string;
  version: string;
  informationUri?: string;
}
