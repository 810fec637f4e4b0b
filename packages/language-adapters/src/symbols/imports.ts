import type { SgNode } from '@ast-grep/napi';

/** Module specifiers as written: quoted strings where the grammar has them, else the dotted path. */
export function extractImports(nodes: readonly SgNode[]): string[] {
  return importSpecifiers(nodes.map((node) => ({ text: node.text(), kind: node.kind() as string })));
}

/** The same from import statements' text and node kind. */
export function importSpecifiers(statements: readonly { text: string; kind: string }[]): string[] {
  const out = new Set<string>();
  for (const { text, kind } of statements) {
    const quoted = [...text.matchAll(/["'`]([^"'`\n]+)["'`]/g)].map((m) => m[1]!);
    if (quoted.length) {
      quoted.forEach((q) => out.add(q));
      continue;
    }
    if (kind === 'import_from_statement') {
      const module = /from\s+([\w.]+)/.exec(text)?.[1];
      if (module) out.add(module);
      continue;
    }
    const body = text
      .replace(/^\s*(pub\s+)?(import|use|extern\s+crate)\s+(static\s+)?/, '')
      .replace(/;\s*$/, '')
      .trim();
    const parts = body.includes('{') ? [body] : body.split(/\s*,\s*/);
    for (const part of parts) if (part) out.add(part.replace(/\s+as\s+\w+$/, ''));
  }
  return [...out];
}
