// Docstring/code pairs from JavaScript/TypeScript sources: the JSDoc comment of a function and the
// function itself. The code-vocabulary model trains on them (train-code-vocab.ts); the npm dev-set
// benchmark (apps/repo-index-mcp/bench/npm-dev.ts) makes queries of them, with every comment blanked out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One documented function. */
export interface DocPair {
  name: string;
  /** The comment's description, before its first @tag, with comment markup removed. */
  doc: string;
  /** The function's text (signature and body), without its comment. */
  code: string;
  /** 1-based line of the function's first line. */
  line: number;
  endLine: number;
  /** Offsets of the JSDoc comment in the file. */
  comment: { pos: number; end: number };
}

const SOURCE = /\.(?:[cm]?js|ts)$/;
const SKIP = /(?:\.min\.js|\.d\.ts|\.map)$|(?:^|\/)(?:test|tests|__tests__|node_modules)\//;

/** Source files of a package folder worth reading (no tests, minified files or declarations), sorted. */
export function sourceFiles(root: string, maxBytes = 1_500_000): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const st = statSync(path);
      if (st.isDirectory()) walk(path);
      else if (SOURCE.test(name) && !SKIP.test(relative(root, path)) && st.size <= maxBytes) out.push(path);
    }
  };
  walk(root);
  return out;
}

/** Downloads `name@version` tarballs with `npm pack` and unpacks each into `<dir>/<name>`. */
export function fetchPackages(specs: readonly string[], dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  return specs.map((spec) => {
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!;
    const target = join(dir, spec.replace(/@[^@]*$/, '').replace('/', '__'));
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(dir, file), '-C', target, '--strip-components=1']);
    return target;
  });
}

/** The description part of a JSDoc comment. */
function describe(comment: string): string {
  const body = comment
    .replace(/^\/\*\*+/, '')
    .replace(/\*+\/$/, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .join('\n');
  // Some projects (date-fns) put the text under @summary / @description tags.
  const tagged = /^\s*@(?:summary|description)\s+([\s\S]*?)(?=^\s*@|$(?![\s\S]))/m.exec(body)?.[1];
  const desc = body.split(/^\s*@/m)[0]!.trim() || tagged || '';
  return desc
    .replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function nameOf(node: ts.Node, sf: ts.SourceFile): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(sf);
  if (ts.isVariableStatement(node)) {
    const d = node.declarationList.declarations[0];
    // `const f = …` with a function, or a call that wraps one (`_curry2(function add(a, b) {…})`).
    const init = d?.initializer;
    if (init && (isFunctionLike(init) || (ts.isCallExpression(init) && init.arguments.some(isFunctionLike))))
      return d.name.getText(sf);
  }
  if (ts.isPropertyAssignment(node) && isFunctionLike(node.initializer)) return node.name.getText(sf);
  if (ts.isExpressionStatement(node) && ts.isBinaryExpression(node.expression)) {
    const { left, right, operatorToken } = node.expression;
    if (operatorToken.kind === ts.SyntaxKind.EqualsToken && isFunctionLike(right))
      return ts.isPropertyAccessExpression(left) ? left.name.getText(sf) : left.getText(sf);
  }
  return undefined;
}

const isFunctionLike = (n: ts.Node) => ts.isFunctionExpression(n) || ts.isArrowFunction(n);

/** Documented functions of one source file, in source order. */
export function docPairs(text: string, fileName: string): DocPair[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: DocPair[] = [];
  const visit = (node: ts.Node) => {
    const name = nameOf(node, sf);
    if (name) {
      const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
      const last = ranges[ranges.length - 1];
      const comment = last && text.slice(last.pos, last.end);
      const start = node.getStart(sf);
      if (last && comment?.startsWith('/**')) {
        const doc = describe(comment);
        if (doc)
          out.push({
            name,
            doc,
            code: text.slice(start, node.end),
            line: sf.getLineAndCharacterOfPosition(start).line + 1,
            endLine: sf.getLineAndCharacterOfPosition(node.end).line + 1,
            comment: { pos: last.pos, end: last.end },
          });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The file with every comment replaced by spaces (newlines kept, so line numbers stay). */
export function blankComments(text: string, fileName: string): string {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const ranges = new Map<number, number>();
  const add = (list: readonly ts.CommentRange[] | undefined) => list?.forEach((r) => ranges.set(r.pos, r.end));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return blankRanges(text, ranges);
}

/** The text with the given ranges (pos -> end) replaced by spaces, newlines kept. */
export function blankRanges(text: string, ranges: ReadonlyMap<number, number>): string {
  let out = '';
  let at = 0;
  for (const [pos, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (pos < at) continue;
    out += text.slice(at, pos) + text.slice(pos, end).replace(/[^\n]/g, ' ');
    at = end;
  }
  return out + text.slice(at);
}

/** Reads a file as UTF-8. */
export const readText = (path: string) => readFileSync(path, 'utf8');
