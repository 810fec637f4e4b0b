// The oracle's gates: which conditions decide whether the body (or the rest of it) runs (README.md, label rules).
import type { Ast } from '../../src/solidity/ast.js';
import { children } from '../../test/solidity/oracle/ast-index.js';
import { unparen } from './taint.js';

const REVERTS = new Set(['revert']);

// ---- gates: where a condition decides whether the body (or the rest of it) runs
export const containsRevert = (n: Ast): boolean =>
  !!n &&
  (n.nodeType === 'RevertStatement' ||
    (n.nodeType === 'FunctionCall' && n.expression?.nodeType === 'Identifier' && REVERTS.has(n.expression.name)) ||
    children(n).some(containsRevert));
const isRevertStmt = (n: Ast): boolean =>
  n?.nodeType === 'RevertStatement' ||
  (n?.nodeType === 'ExpressionStatement' &&
    n.expression?.nodeType === 'FunctionCall' &&
    n.expression.expression?.nodeType === 'Identifier' &&
    REVERTS.has(n.expression.expression.name));
/** The branch reverts at its own level (`if (c) revert E();`, `{ …; revert(…); }`). */
export const revertsFirst = (n: Ast): boolean =>
  isRevertStmt(n) || (n?.nodeType === 'Block' && (n.statements as Ast[]).some(isRevertStmt));
/** `!c`, `a != b`, `x == 0`: the true branch is the one taken when the check fails. */
export const negative = (c: Ast): boolean => {
  const e = unparen(c);
  if (e?.nodeType === 'UnaryOperation' && e.operator === '!') return !negative(e.subExpression);
  if (e?.nodeType === 'BinaryOperation' && (e.operator === '&&' || e.operator === '||'))
    return negative(e.leftExpression);
  if (e?.nodeType === 'BinaryOperation' && e.operator === '!=') return true;
  const zero = (x: Ast) => unparen(x)?.nodeType === 'Literal' && ['0', 'false'].includes(unparen(x).value);
  return (
    e?.nodeType === 'BinaryOperation' && e.operator === '==' && (zero(e.leftExpression) || zero(e.rightExpression))
  );
};
export const containsPlaceholder = (n: Ast): boolean =>
  !!n && (n.nodeType === 'PlaceholderStatement' || children(n).some(containsPlaceholder));
