import type { CodeAnalyzer } from './code-analyzer.js';

/** A source file handed to an adapter. */
export interface SourceFile {
  /** Path relative to the project (or as the user gave it). */
  path: string;
  content: string;
}

/** A 1-based line and column, as editors show them. */
export interface Position {
  line: number;
  column: number;
}

/** A definition found in a file (function, class, contract, circuit…). */
export interface SymbolDefinition {
  name: string;
  /** Adapter-specific kind: function, method, class, interface, contract, struct, circuit, ledger… */
  kind: string;
  /** Enclosing definition's name, if any (class of a method, contract of a function). */
  container?: string;
  start: Position;
  end: Position;
  /** Leading doc comment, when the language has them. */
  doc?: string;
  signature?: string;
}

/** A name referenced in a file (a call, a type use, an import). */
export interface SymbolReference {
  name: string;
  line: number;
}

/** Definitions and references of one file. */
export interface FileSymbols {
  definitions: SymbolDefinition[];
  references: SymbolReference[];
  /** Module specifiers the file imports, as written. */
  imports: string[];
}

/** A diagnostic an adapter reports instead of throwing (malformed input gives partial results). */
export interface Diagnostic {
  message: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
}

/**
 * One language behind one interface. Capabilities are optional: `symbols` serves indexing and search,
 * deeper analyses (entrypoints, function insights) are added by adapters that support them.
 */
export interface LanguageAdapter {
  /** Stable id: `typescript`, `solidity`, `compact`… */
  readonly id: string;
  /** File extensions without the dot. */
  readonly extensions: readonly string[];
  /** Extracts definitions, references and imports. */
  symbols?(file: SourceFile): Promise<FileSymbols & { diagnostics?: Diagnostic[] }>;
  /** Entrypoints, per-function state reads/writes and calls (the auditor). */
  analyzer?: CodeAnalyzer;
}
