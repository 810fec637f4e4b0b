import type { SgNode } from '@ast-grep/napi';
import type { Ast } from '../ast.js';
import { at, field, named, typeName } from './nodes.js';

const LITERALS = new Set(['number_literal', 'string_literal', 'boolean_literal', 'hex_string_literal', 'unicode_string_literal', 'true', 'false']);

// tree-sitter-solidity binds an index, member or call looser than prefix and binary operators
// (`delete x[1]` comes out as `(delete x)[1]`, `a || super.f()` as `(a || super).f()`): push the postfix part
// back onto the operand it belongs to. Parenthesized bases are TupleExpressions and stay as they are.
function hoist(base: Ast, rebuild: (inner: Ast) => Ast): Ast {
  if (base?.type === 'UnaryOperation' && base.isPrefix) return { ...base, subExpression: hoist(base.subExpression, rebuild), sg: undefined, txt: undefined };
  if (base?.type === 'BinaryOperation') return { ...base, right: hoist(base.right, rebuild), sg: undefined, txt: undefined };
  if (base?.type === 'Conditional') return { ...base, falseExpression: hoist(base.falseExpression, rebuild), sg: undefined, txt: undefined };
  return rebuild(base);
}

/** Arguments of a call-like node (call_argument children). */
export function args(n: SgNode): Ast[] {
  // named arguments (`S({a: x, b: y})`) come as one call_argument holding every call_struct_argument
  return n.children().filter((c) => c.kind() === 'call_argument').flatMap((c) =>
    named(c).map((inner) => (inner.kind() === 'call_struct_argument' ? expr(field(inner, 'value')) : expr(inner))));
}

const textOf = (e: Ast): string => e?.txt ?? e?.sg?.text() ?? '';

/** solidity-parser-shaped expression from a tree-sitter node. */
export function expr(n: SgNode | null): Ast {
  if (!n) return null;
  const k = String(n.kind());
  if (LITERALS.has(k)) return at(n, { type: 'Literal' });
  switch (k) {
    case 'identifier':
      return at(n, { type: 'Identifier', name: n.text() });
    case 'primitive_type':
      return at(n, { type: 'ElementaryTypeName', name: n.text() });
    case 'member_expression': {
      const memberName = n.field('property')?.text() ?? '';
      return hoist(expr(field(n, 'object')), (base) =>
        at(n, { type: 'MemberAccess', expression: base, memberName, txt: `${textOf(base)}.${memberName}` }));
    }
    case 'array_access': {
      const index = expr(field(n, 'index'));
      return hoist(expr(field(n, 'base')), (base) =>
        at(n, { type: 'IndexAccess', base, index, txt: `${textOf(base)}[${index ? textOf(index) : ''}]` }));
    }
    case 'slice_access':
      return at(n, { type: 'IndexRangeAccess', base: expr(field(n, 'base')), indexStart: expr(field(n, 'from')), indexEnd: expr(field(n, 'to')) });
    case 'call_expression': {
      const fn = field(n, 'function');
      const a = args(n);
      if (fn?.kind() === 'struct_expression') {
        const options = fn.children().filter((c) => c.kind() === 'struct_field_assignment').map((c) => expr(field(c, 'value')));
        const callee = expr(field(fn, 'type'));
        return at(n, { type: 'FunctionCall', expression: at(fn, { type: 'NameValueExpression', expression: callee, arguments: { arguments: options } }), arguments: a });
      }
      return hoist(expr(fn), (callee) => at(n, { type: 'FunctionCall', expression: callee, arguments: a }));
    }
    case 'struct_expression':
      return at(n, { type: 'NameValueExpression', expression: expr(field(n, 'type')), arguments: { arguments: n.children().filter((c) => c.kind() === 'struct_field_assignment').map((c) => expr(field(c, 'value'))) } });
    case 'assignment_expression':
      return at(n, { type: 'BinaryOperation', operator: '=', left: expr(field(n, 'left')), right: expr(field(n, 'right')) });
    case 'augmented_assignment_expression': {
      const op = n.children().find((c) => !c.isNamed() && c.text().endsWith('='))?.text() ?? '+=';
      return at(n, { type: 'BinaryOperation', operator: op, left: expr(field(n, 'left')), right: expr(field(n, 'right')) });
    }
    case 'binary_expression':
      return at(n, { type: 'BinaryOperation', operator: n.field('operator')?.text() ?? '', left: expr(field(n, 'left')), right: expr(field(n, 'right')) });
    case 'unary_expression':
      return at(n, { type: 'UnaryOperation', operator: n.field('operator')?.text() ?? '', subExpression: expr(field(n, 'argument')), isPrefix: true });
    case 'update_expression': {
      const op = n.field('operator');
      const isPrefix = !!op && op.range().start.index < (n.field('argument')?.range().start.index ?? 0);
      return at(n, { type: 'UnaryOperation', operator: op?.text() ?? '++', subExpression: expr(field(n, 'argument')), isPrefix });
    }
    case 'ternary_expression': {
      const [c, t, f] = named(n);
      return at(n, { type: 'Conditional', condition: expr(c ?? null), trueExpression: expr(t ?? null), falseExpression: expr(f ?? null) });
    }
    case 'parenthesized_expression':
    case 'tuple_expression':
    case 'inline_array_expression':
      return at(n, { type: 'TupleExpression', components: named(n).map(expr), isArray: k === 'inline_array_expression' });
    case 'type_cast_expression': {
      const t = n.children().find((c) => c.kind() === 'primitive_type');
      return at(n, { type: 'FunctionCall', expression: t ? expr(t) : null, arguments: args(n) });
    }
    case 'payable_conversion_expression':
      return at(n, { type: 'FunctionCall', expression: { type: 'Identifier', name: 'payable' }, arguments: args(n) });
    case 'meta_type_expression':
      return at(n, { type: 'FunctionCall', expression: { type: 'Identifier', name: 'type' }, arguments: [] });
    case 'new_expression':
      return at(n, { type: 'NewExpression', typeName: typeName(n.field('name')) });
    default:
      return at(n, { type: 'Unknown' });
  }
}
