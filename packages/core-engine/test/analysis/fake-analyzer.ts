import type { AnalyzedFunction, CodeAnalyzer, CodeModel } from '../../src/ports.js';
import { AppError } from '../../src/index.js';

/**
 * A tiny line language for engine tests: `import X`, `unit Name kind Base…`, `fn Unit name vis mut [calls…]`.
 * `calls` entries are `i:Unit.name` (internal), `s:Unit.name` (super) or `x:expr` (external); `r:var`/`w:var` are state.
 */
export function createFakeAnalyzer(): CodeAnalyzer & { parses: number } {
  const a = {
    parses: 0,
    async parse(file: { path: string; content: string }) {
      a.parses++;
      const lines = file.content
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const bad = lines.findIndex((l) => !/^(import|unit|fn|mod) /.test(l));
      if (bad >= 0)
        throw new AppError('parse_error', `${file.path}:${bad + 1}: unknown line`, {
          details: { file: file.path, line: bad + 1 },
        });
      return {
        path: file.path,
        imports: lines.filter((l) => l.startsWith('import ')).map((l) => l.slice(7)),
        data: lines,
      };
    },
    link(files: readonly { path: string; data: unknown }[]): CodeModel {
      const model: CodeModel = { units: [], functions: [] };
      for (const f of files) {
        for (const line of f.data as string[]) {
          const [tag, ...rest] = line.split(/\s+/) as [string, ...string[]];
          if (tag === 'unit') {
            const [name, kind, ...lin] = rest as [string, string, ...string[]];
            model.units.push({
              file: f.path,
              name,
              kind,
              bases: lin.slice(0, 1),
              linearization: [name, ...lin].map((n) => ({ file: f.path, name: n })),
              location: { line: 1, column: 1 },
            });
          } else if (tag === 'fn' || tag === 'mod') {
            const [unit, name, visibility, mutability, ...facts] = rest as [
              string,
              string,
              string,
              string,
              ...string[],
            ];
            const fn: AnalyzedFunction = {
              file: f.path,
              unit,
              name,
              signature: `${name}()`,
              kind: tag === 'mod' ? 'modifier' : 'function',
              visibility,
              mutability,
              modifiers: facts.filter((x) => x.startsWith('m:')).map((x) => x.slice(2)),
              virtual: true,
              implemented: true,
              location: { line: 1, column: 1 },
              reads: facts
                .filter((x) => x.startsWith('r:'))
                .map((x) => ({ variable: x.slice(2), declaredIn: unit, expression: x.slice(2) })),
              writes: facts
                .filter((x) => x.startsWith('w:'))
                .map((x) => ({ variable: x.slice(2), declaredIn: unit, expression: x.slice(2) })),
              calls: facts
                .filter((x) => /^[isx]:/.test(x))
                .map((x) => {
                  const [k, target] = [x[0], x.slice(2)];
                  if (k === 'x')
                    return { kind: 'external' as const, name: target, expression: target, via: 'high_level', line: 1 };
                  const [tu, tn] = target.split('.') as [string, string];
                  return {
                    kind: 'internal' as const,
                    name: tn,
                    expression: target,
                    via: k === 's' ? 'super' : 'internal',
                    line: 1,
                    target: { unit: tu, file: f.path, name: tn, signature: `${tn}()`, virtual: true },
                  };
                }),
            };
            model.functions.push(fn);
          }
        }
      }
      return model;
    },
  };
  return a;
}
