import type { Diagnostic, Position } from '@sextant/core-engine/ports';
import type { CompactToken } from './tokenizer.js';

/** A source range: 1-based positions plus UTF-16 offsets (end exclusive). */
export interface CompactSpan {
  start: Position;
  end: Position;
  offset: number;
  endOffset: number;
}

/** A generic parameter: `#n` is a size parameter, `T` a type parameter. */
export interface CompactGenericParam {
  name: string;
  isSize: boolean;
}

/** A parameter or struct field: `pattern: Type` as written (whitespace collapsed). */
export interface CompactParam {
  name: string;
  type: string;
}

interface DeclarationBase extends CompactSpan {
  name: string;
  /** Dotted path of the enclosing modules, when nested in `module` blocks. */
  container?: string;
  /** `export` modifier, or named by an `export { … }` list of its scope (or re-exported at file level). */
  exported: boolean;
  /** The `/** … *\/` doc comment right before the declaration. */
  doc?: string;
}

export interface CompactPragma extends DeclarationBase {
  kind: 'pragma';
  /** The version expression as written, e.g. `>= 0.20`. */
  version: string;
}
export interface CompactInclude extends DeclarationBase {
  kind: 'include';
}
export interface CompactImport extends DeclarationBase {
  kind: 'import';
  /** True for `import "path"`, false for `import Name`. */
  isPath: boolean;
  /** `import { a, b as c } from X`: the selected names (empty list for `import {} from X`). */
  selection?: { name: string; alias?: string }[];
  genericArgs?: string[];
  prefix?: string;
}
export interface CompactExportList extends DeclarationBase {
  kind: 'export';
  names: string[];
}
export interface CompactModule extends DeclarationBase {
  kind: 'module';
  generics: CompactGenericParam[];
  body: CompactSpan;
}
export interface CompactLedger extends DeclarationBase {
  kind: 'ledger';
  sealed: boolean;
  type: string;
}
export interface CompactWitness extends DeclarationBase {
  kind: 'witness';
  generics: CompactGenericParam[];
  params: CompactParam[];
  returnType: string;
}
export interface CompactCircuit extends DeclarationBase {
  kind: 'circuit';
  pure: boolean;
  generics: CompactGenericParam[];
  params: CompactParam[];
  returnType: string;
  /** The `{ … }` body including braces; absent for an external `circuit f(): T;` declaration. */
  body?: CompactSpan;
}
export interface CompactConstructor extends DeclarationBase {
  kind: 'constructor';
  params: CompactParam[];
  body?: CompactSpan;
}
export interface CompactStruct extends DeclarationBase {
  kind: 'struct';
  generics: CompactGenericParam[];
  fields: CompactParam[];
}
export interface CompactEnum extends DeclarationBase {
  kind: 'enum';
  members: string[];
}
export interface CompactContract extends DeclarationBase {
  kind: 'contract';
  circuits: { name: string; pure: boolean; params: CompactParam[]; returnType: string }[];
}
export interface CompactImplements extends DeclarationBase {
  kind: 'implements';
  /** The contracts named after `contract implements`. */
  names: string[];
}
export interface CompactTypeAlias extends DeclarationBase {
  kind: 'type';
  /** `new type` declares a distinct (nominal) type. */
  isNew: boolean;
  generics: CompactGenericParam[];
  type: string;
}

/** Every declaration the parser extracts. */
export type CompactDeclaration =
  | CompactPragma
  | CompactInclude
  | CompactImport
  | CompactExportList
  | CompactModule
  | CompactLedger
  | CompactWitness
  | CompactCircuit
  | CompactConstructor
  | CompactStruct
  | CompactEnum
  | CompactContract
  | CompactImplements
  | CompactTypeAlias;

export type CompactDeclarationKind = CompactDeclaration['kind'];

/** The parse of one file: declarations in source order (module members follow their module). */
export interface CompactParseResult {
  declarations: CompactDeclaration[];
  /** Problems met; the declarations are still as complete as recovery allowed. */
  diagnostics: Diagnostic[];
  tokens: CompactToken[];
  /** Module members re-exported at file level by an `export { … }` list (they are the contract's exports too). */
  reexported: ReadonlySet<CompactDeclaration>;
}
