// What a value in a solc AST says about the caller (the oracle's value rules; see README.md "Label rules").
import type { Ast } from '../../src/solidity/ast.js';

/** One value: is it the caller, was it chosen by the caller, and which guards or data checks its truth stands for. */
export interface Val {
  /** msg.sender, tx.origin, _msgSender(), or a variable bound to one of them. */
  subject?: boolean;
  /** Derived from the entrypoint's arguments (an item the caller chose: a token id, an owner, a receiver). */
  input?: boolean;
  constant?: boolean;
  /** A number looked up under the caller (`wards[msg.sender]`, `balanceOf[msg.sender]`): a flag or a quantity. */
  lookup?: boolean;
  /** `owner`, `role Contract.fn`, `allowlist`, `self-only`. */
  guards: Set<string>;
  /** `data balance`, `data approval`, `data item-owner`, `data callback`, `data signature`. */
  data: Set<string>;
}

export const empty = (): Val => ({ guards: new Set(), data: new Set() });

/** The union of values (an expression built from several). `subject` and `constant` do not carry through. */
export function join(vals: readonly Val[], keep: { subject?: boolean } = {}): Val {
  const out = empty();
  for (const v of vals) {
    if (keep.subject && v.subject) out.subject = true;
    if (v.input) out.input = true;
    if (v.lookup && keep.subject) out.lookup = true;
    v.guards.forEach((g) => out.guards.add(g));
    v.data.forEach((d) => out.data.add(d));
  }
  return out;
}

/** Turns pending caller facts into data checks: used in `<`/`>`, the caller's quantity is what is checked. */
export function asQuantity(v: Val): Val {
  const out = join([v]);
  if (v.subject || v.lookup || v.guards.size) out.data.add('data quantity');
  out.guards.clear();
  return out;
}

/** ERC functions whose answer is the caller's own data, not a permission (approvals, balances, votes, signatures). */
export const DATA_QUERIES: Record<string, string> = {
  balanceOf: 'data balance',
  allowance: 'data approval',
  isApprovedForAll: 'data approval',
  getApproved: 'data approval',
  ownerOf: 'data item-owner',
  nonces: 'data nonce',
  getVotes: 'data vote',
  getPastVotes: 'data vote',
  getPriorVotes: 'data vote',
  getCurrentVotes: 'data vote',
  hasVoted: 'data vote',
  delegates: 'data vote',
  isValidSignature: 'data signature',
  isValidSignatureNow: 'data signature',
  recover: 'data signature',
  tryRecover: 'data signature',
};

/** Mappings that hold the caller's own record: votes cast, nonces, balances, allowances, approvals. */
export const DATA_RECORD = /vote|nonce|balance|allowance|approv/i;

const unparen = (e: Ast): Ast =>
  e?.nodeType === 'TupleExpression' && e.components?.length === 1 ? unparen(e.components[0]) : e;
export { unparen };

export const isThisExpr = (e: Ast): boolean => {
  const x = unparen(e);
  if (x?.nodeType === 'Identifier') return x.name === 'this';
  return (
    x?.nodeType === 'FunctionCall' &&
    x.kind === 'typeConversion' &&
    x.arguments.length === 1 &&
    isThisExpr(x.arguments[0])
  );
};

/** A bool mapping, or a key type that names a role (bytes32 / uintN ids) rather than a principal. */
const typeString = (e: Ast): string => String(e?.typeDescriptions?.typeString ?? '');
export const isRoleKey = (e: Ast): boolean => /^(bytes32|uint\d*|bytes4)$/.test(typeString(e));
export const isAddressKey = (e: Ast): boolean => /^(address|address payable|contract .*)$/.test(typeString(e));
