import type { Finding, SarifRule, ToolReport } from '@sextant/mcp-shell';

interface Row {
  file: string;
  contract: string;
  contract_file: string;
  signature: string;
  mutability: string;
  declared_in: string;
  location: { line: number; column: number };
  access: string[];
}
interface Rejected {
  file: string;
  message: string;
  line?: number;
}

/** The rule of `entrypoints --format sarif`. */
export const UNGUARDED_RULE: SarifRule = {
  id: 'unguarded',
  name: 'UnguardedEntrypoint',
  short: 'A state-changing entrypoint anyone can call.',
  full: 'A public or external function of a concrete contract changes state and no check on the caller runs before or in it: no modifier, require or if-revert on msg.sender, tx.origin or _msgSender(), followed through modifiers and internal calls.',
  help: 'Check that anyone may call it (a deposit, a permissionless keeper), or add an access check (onlyOwner, onlyRole, a require on msg.sender). Run `mcp-auditor insights` on the function to see what it writes and calls.',
  level: 'warning',
  securitySeverity: 5,
  tags: ['security', 'access-control'],
};

const stateChanging = (r: Row) => r.mutability !== 'view' && r.mutability !== 'pure';

/** Unguarded state-changing entrypoints as findings; files refused by the parser budget as notifications. */
export const entrypointsReport: ToolReport<{ entrypoints: Row[]; rejected_files?: Rejected[] }> = {
  rules: [UNGUARDED_RULE],
  findings: ({ entrypoints }) =>
    entrypoints
      .filter((r) => stateChanging(r) && r.access.includes('none'))
      .map((r): Finding => ({
        ruleId: UNGUARDED_RULE.id,
        message: `${r.contract}.${r.signature} changes state and anyone can call it${r.declared_in !== r.contract ? ` (declared in ${r.declared_in})` : ''}.`,
        file: r.file,
        region: { startLine: r.location.line, startColumn: r.location.column },
        key: [r.contract_file, r.contract, r.signature],
        logicalName: `${r.contract}.${r.signature}`,
      })),
  notifications: ({ rejected_files }) =>
    (rejected_files ?? []).map((f) => ({ level: 'error', message: f.message, file: f.file, line: f.line })),
};
