import type { Finding, RejectedFileOutput, SarifRule, ToolReport } from '@sextant/mcp-shell';

interface Entry {
  signature: string;
  mutability: string;
  declared_in: string;
  line: number;
}
interface Contract {
  contract: string;
  file: string;
  inherited: { contract: string; file: string }[];
  groups: { access: string[]; entrypoints: Entry[] }[];
}

/** The rule of `entrypoints --format sarif`. */
const UNGUARDED_RULE: SarifRule = {
  id: 'unguarded',
  name: 'UnguardedEntrypoint',
  short: 'A state-changing entrypoint anyone can call.',
  full: 'A public or external function of a concrete contract changes state and no check on the caller runs before or in it: no modifier, require or if-revert on msg.sender, tx.origin or _msgSender(), followed through modifiers and internal calls.',
  help: 'Check that anyone may call it (a deposit, a permissionless keeper), or add an access check (onlyOwner, onlyRole, a require on msg.sender). Run `mcp-auditor insights` on the function to see what it writes and calls.',
  level: 'warning',
  securitySeverity: 5,
  tags: ['security', 'access-control'],
};

const stateChanging = (e: Entry) => e.mutability !== 'view' && e.mutability !== 'pure';

/** The unguarded state-changing entrypoints of the grouped answer, with the file each is declared in. */
function* unguarded(contracts: readonly Contract[]) {
  for (const c of contracts) {
    const fileOf = (unit: string) =>
      unit === c.contract ? c.file : (c.inherited.find((i) => i.contract === unit)?.file ?? c.file);
    for (const g of c.groups) {
      if (!g.access.includes('none')) continue;
      for (const e of g.entrypoints) if (stateChanging(e)) yield { c, e, file: fileOf(e.declared_in) };
    }
  }
}

/** Unguarded state-changing entrypoints as findings; files refused by the parser budget as notifications. */
export const entrypointsReport: ToolReport<{ contracts: Contract[]; rejected_files?: RejectedFileOutput[] }> = {
  rules: [UNGUARDED_RULE],
  findings: ({ contracts }) =>
    [...unguarded(contracts)].map(({ c, e, file }): Finding => ({
      ruleId: UNGUARDED_RULE.id,
      message: `${c.contract}.${e.signature} changes state and anyone can call it${e.declared_in !== c.contract ? ` (declared in ${e.declared_in})` : ''}.`,
      file,
      region: { startLine: e.line },
      key: [c.file, c.contract, e.signature],
      logicalName: `${c.contract}.${e.signature}`,
    })),
  notifications: ({ rejected_files }) =>
    (rejected_files ?? []).map((f) => ({ level: 'error', message: f.message, file: f.file, line: f.line })),
};
