import type { SgNode } from '@ast-grep/napi';
import type { Ast } from '../ast.js';
import { args, expr } from './expressions.js';
import { at, declaration, field, named } from './nodes.js';

function block(n: SgNode): Ast {
  const kids = named(n);
  const statements = kids.filter((c) => c.kind() !== 'unchecked').map(stmt);
  const b = at(n, { type: 'Block', statements });
  return kids.some((c) => c.kind() === 'unchecked') ? { type: 'UncheckedStatement', block: b } : b;
}


/** solidity-parser-shaped statement from a tree-sitter node. */
export function stmt(n: SgNode | null): Ast {
  if (!n) return null;
  switch (String(n.kind())) {
    case 'block_statement':
    case 'function_body':
      return block(n);
    case 'expression_statement':
      return at(n, { type: 'ExpressionStatement', expression: expr(named(n)[0] ?? null) });
    case 'variable_declaration_statement': {
      const kids = named(n);
      const tuple = kids.find((c) => c.kind() === 'variable_declaration_tuple');
      const decls = tuple ? named(tuple).filter((c) => c.kind() === 'variable_declaration') : kids.filter((c) => c.kind() === 'variable_declaration');
      return at(n, { type: 'VariableDeclarationStatement', variables: decls.map(declaration), initialValue: expr(field(n, 'value')) });
    }
    case 'if_statement': {
      // named children: the condition, the then-statement and (after `else`) the else-statement
      const [, then, otherwise] = named(n);
      return at(n, { type: 'IfStatement', condition: expr(field(n, 'condition')), trueBody: stmt(then ?? null), falseBody: stmt(otherwise ?? null) });
    }
    case 'for_statement': {
      const cond = field(n, 'condition');
      return at(n, {
        type: 'ForStatement',
        initExpression: stmt(field(n, 'initial')),
        conditionExpression: cond?.kind() === 'expression_statement' ? expr(named(cond)[0] ?? null) : null,
        loopExpression: { type: 'ExpressionStatement', expression: expr(field(n, 'update')) },
        body: stmt(field(n, 'body')),
      });
    }
    case 'while_statement':
      return at(n, { type: 'WhileStatement', condition: expr(field(n, 'condition')), body: stmt(field(n, 'body')) });
    case 'do_while_statement':
      return at(n, { type: 'DoWhileStatement', condition: expr(field(n, 'condition')), body: stmt(field(n, 'body')) });
    case 'return_statement':
      return at(n, { type: 'ReturnStatement', expression: expr(named(n)[0] ?? null) });
    case 'emit_statement':
      return at(n, { type: 'EmitStatement', eventCall: { arguments: args(n) } });
    case 'revert_statement':
      return at(n, { type: 'RevertStatement', revertCall: { arguments: ((r) => (r ? args(r) : []))(n.children().find((c) => c.kind() === 'revert_arguments')) } });
    case 'try_statement':
      return at(n, {
        type: 'TryStatement',
        expression: expr(field(n, 'attempt')),
        returnParameters: n.children().filter((c) => c.kind() === 'parameter').map(declaration),
        body: stmt(field(n, 'body')),
        catchClauses: n.children().filter((c) => c.kind() === 'catch_clause').map((c) => ({
          parameters: c.children().filter((p) => p.kind() === 'parameter').map(declaration),
          body: stmt(field(c, 'body')),
        })),
      });
    default:
      return { type: 'Other' }; // assembly, break, continue: no Solidity-level state access
  }
}
