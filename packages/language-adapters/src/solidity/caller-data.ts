// Checks that look at the caller but do not restrict who may call: the caller's own balance, allowance,
// nonce, votes, signature, the owner of an item the caller names, a callback the caller chose.
import type { Ast } from './ast.js';
import type { Walker } from './body.js';
import { findLocal } from './resolve.js';

/** ERC queries whose answer is the caller's own data (approvals, balances, votes, signatures), not a permission. */
export const DATA_QUERIES: ReadonlySet<string> = new Set([
  'balanceOf',
  'allowance',
  'isApprovedForAll',
  'getApproved',
  '_getApproved',
  'ownerOf',
  '_ownerOf',
  '_requireOwned',
  'nonces',
  'getVotes',
  'getPastVotes',
  'hasVoted',
  'delegates',
  'isValidSignature',
  'isValidSignatureNow',
  'recover',
  'tryRecover',
  'ecrecover',
]);

/** Mappings that hold the caller's own record: votes cast, nonces, balances, allowances, approvals. */
export const DATA_RECORD = /vote|nonce|balance|allowance|approv/i;

/** Does `e` depend on what the caller passed in (a parameter, or a local computed from one)? */
export function fromInputs(w: Walker, e: Ast): boolean {
  if (!e || typeof e !== 'object') return false;
  if (e.type === 'Identifier') {
    const l = findLocal(w.scope, e.name);
    return !!l && !l.sender && (l.param !== undefined || !!l.input);
  }
  if (e.type === 'FunctionCall') return ((e.arguments ?? []) as Ast[]).some((a) => fromInputs(w, a));
  if (e.type === 'MemberAccess') return fromInputs(w, e.expression);
  if (e.type === 'IndexAccess') return fromInputs(w, e.base) || fromInputs(w, e.index);
  if (e.type === 'TupleExpression') return ((e.components ?? []) as Ast[]).some((c) => fromInputs(w, c));
  if (e.type === 'BinaryOperation') return fromInputs(w, e.left) || fromInputs(w, e.right);
  if (e.type === 'Conditional') return fromInputs(w, e.trueExpression) || fromInputs(w, e.falseExpression);
  return false;
}

/** A key that names a role (`bytes32 role`, `uint64 roleId`) rather than a principal. */
export const isRoleKey = (t: Ast): boolean =>
  t?.type === 'ElementaryTypeName' && /^(bytes32|bytes4|uint\d*)$/.test(String(t.name));
