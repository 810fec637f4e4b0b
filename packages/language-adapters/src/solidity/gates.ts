// Where a condition decides who goes on: a branch that reverts, the failing branch reverting further in, or a
// modifier that runs its body `_` on one branch only (a transparent proxy's `ifAdmin`).
import type { Ast } from './ast.js';
import { calleeName, unparen } from './guards.js';

const isRevert = (s: Ast): boolean =>
  s?.type === 'RevertStatement' ||
  (s?.type === 'ExpressionStatement' &&
    s.expression?.type === 'FunctionCall' &&
    calleeName(s.expression) === 'revert' &&
    s.expression.expression?.type === 'Identifier');

/** Does this branch revert straight away (`revert E()`, `revert("…")`, or a block holding one)? */
function revertsAt(s: Ast): boolean {
  if (s?.type === 'Block') return (s.statements as Ast[]).some(isRevert);
  return isRevert(s);
}

/** Does a revert sit anywhere in this branch (`{ if (delay > 0) { … } else { revert E(); } }`)? */
function revertsWithin(s: Ast): boolean {
  if (!s || typeof s !== 'object') return false;
  if (isRevert(s)) return true;
  if (s.type === 'Block') return (s.statements as Ast[]).some(revertsWithin);
  if (s.type === 'IfStatement') return revertsWithin(s.trueBody) || revertsWithin(s.falseBody);
  return false;
}

const runsBody = (s: Ast): boolean =>
  s?.type === 'ExpressionStatement'
    ? s.expression?.type === 'Identifier' && s.expression.name === '_'
    : s?.type === 'Block'
      ? (s.statements as Ast[]).some(runsBody)
      : s?.type === 'IfStatement' && (runsBody(s.trueBody) || runsBody(s.falseBody));

/** `!c`, `a != b`, `x == 0`: the true branch is the one taken when the check fails. */
function negative(c: Ast): boolean {
  const e = unparen(c);
  if (e?.type === 'UnaryOperation' && e.operator === '!') return !negative(e.subExpression);
  if (e?.type === 'BinaryOperation' && (e.operator === '&&' || e.operator === '||')) return negative(e.left);
  if (e?.type === 'BinaryOperation' && e.operator === '!=') return true;
  const zero = (x: Ast) => ['0', 'false'].includes(String(unparen(x)?.number ?? unparen(x)?.value));
  return e?.type === 'BinaryOperation' && e.operator === '==' && (zero(e.left) || zero(e.right));
}

/**
 * Does `if (cond) … else …` decide who goes on: a branch that reverts at its own level, the failing branch
 * reverting further in, or (in a modifier) the body `_` running on one branch only (`ifAdmin`: the admin runs
 * the body, everyone else is forwarded).
 */
export function gatesAt(s: Ast, inModifier: boolean): boolean {
  if (revertsAt(s.trueBody) || revertsAt(s.falseBody)) return true;
  if (negative(s.condition) ? revertsWithin(s.trueBody) : revertsWithin(s.falseBody)) return true;
  return inModifier && runsBody(s.trueBody) !== runsBody(s.falseBody);
}
