import type { Position, SourceFile } from './language-adapter.js';

/** One unit named by where it is declared: two contracts of the same name in two files are two units. */
export interface UnitRef {
  file: string;
  name: string;
}

/** A contract, interface, library (Solidity) or a class / module (TypeScript, JavaScript). */
export interface AnalysisUnit {
  file: string;
  name: string;
  /** `contract`, `abstract`, `interface`, `library`, `class`, `module`. */
  kind: string;
  /** Direct bases as written, resolved to unit names. */
  bases: string[];
  /** C3 linearization, the unit itself first (Solidity's `linearizedBaseContracts`), each base by file and name. */
  linearization: UnitRef[];
  location: Position;
}

/** One state-variable access: the variable, where it is declared and the access as written. */
export interface StateAccess {
  variable: string;
  declaredIn: string;
  /** The access as written (`balances[msg.sender]`); through a storage pointer, the pointer's origin is spelled out. */
  expression: string;
}

/** Internal calls name a function of the unit or its bases; external calls leave the unit. */
export type CallKind = 'internal' | 'external';

/** A call found in a function body. */
export interface CallSite {
  kind: CallKind;
  /** Called function or member name (`_transfer`, `call`, `balanceOf`). */
  name: string;
  /** The callee as written (`super._update`, `IERC20(token).transfer`, `to.call`). */
  expression: string;
  /**
   * How the call is made: `internal`, `super`, `library` (internal library function), `high_level`
   * (contract call), `delegatecall_library`, `call`, `delegatecall`, `staticcall`, `transfer`, `send`, `http`, `db`, `import`.
   */
  via: string;
  /** For internal calls: the resolved callee (its unit by name and file) when known. */
  target?: { unit: string; file: string; name: string; signature: string; virtual: boolean };
  /** Positions of the arguments that are the caller's identity (`msg.sender`, `_msgSender()`, a parameter bound to it). */
  senderArgs?: number[];
  /** `[argument, parameter]` pairs: the caller passes its own parameter on (a guard there binds through). */
  paramArgs?: [number, number][];
  /** A check decides on its answer (`require(hasRole(r, msg.sender))`, `if (!ok) revert` with `ok` from it). */
  gate?: boolean;
  line: number;
}

/** What a sender check compares the caller with. */
export type GuardKind = 'owner' | 'role' | 'allowlist' | 'self-only';

/**
 * A check on the caller found in a body (`require`, `if (…) revert`): what kind, the condition as written and where.
 * With `param`, the subject is that parameter of the function, a guard only where a caller passes its own identity.
 */
export interface SenderCheck {
  kind: GuardKind;
  condition: string;
  line: number;
  column: number;
  param?: number;
  /** For a question put to another contract (an authority, manager or ACL): `Contract.function` (`IACLManager.isPoolAdmin`). */
  target?: string;
  /** Which argument of that question is the caller (followed into the contracts that answer it). */
  targetArg?: number;
  /** What a predicate answers (`return _roles[role].members[account]`): a check only where its caller decides on it. */
  predicate?: boolean;
}

/** A function (or modifier / constructor) with its direct facts. */
export interface AnalyzedFunction {
  file: string;
  unit: string;
  name: string;
  /** `name(type,…)` with the parameter types as written. */
  signature: string;
  /** `function`, `constructor`, `receive`, `fallback`, `modifier`, `method`. */
  kind: string;
  /** `public`, `external`, `internal`, `private` (exported / public methods are `public`). */
  visibility: string;
  /** `payable`, `nonpayable`, `view`, `pure` (TS/JS functions are `nonpayable`). */
  mutability: string;
  modifiers: string[];
  virtual: boolean;
  implemented: boolean;
  location: Position;
  reads: StateAccess[];
  writes: StateAccess[];
  calls: CallSite[];
  /** Checks on the caller made in the body (Solidity), before following calls and modifiers. */
  senderChecks?: SenderCheck[];
}

/** Everything an analyzer knows about a set of files once linked. */
export interface CodeModel {
  units: AnalysisUnit[];
  functions: AnalyzedFunction[];
  /** Imports no file was found for (set by the analysis session): inherited state and calls behind them are unknown. */
  unresolvedImports?: { file: string; import: string }[];
  /** Files the analyzer refused (INVALID_INPUT: past its nesting or size budget); the others were analysed. */
  rejectedFiles?: RejectedFile[];
}

/** A file left out of a model, with the analyzer's reason. */
export interface RejectedFile {
  file: string;
  code: string;
  message: string;
  line?: number;
  limit?: number;
}

/** The result of parsing one file: the imports it asks for and adapter-private data for linking. */
export interface ParsedSource {
  path: string;
  /** Import specifiers as written (`./Base.sol`, `@openzeppelin/contracts/token/ERC20/ERC20.sol`). */
  imports: string[];
  /** Adapter-owned parse result; opaque to the engine (cached by content hash). */
  data: unknown;
}

/** Per file: each import specifier as written, to the file it resolved to (unresolved ones are absent). */
export type ResolvedImports = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** Entrypoint, function and call-graph analysis of one language. */
export interface CodeAnalyzer {
  /**
   * Parses one file; throws AppError `parse_error` (with file and line) on malformed input, and INVALID_INPUT
   * (details: file, line, limit) for a file it refuses to parse at all: the session leaves that file out.
   */
  parse(file: SourceFile): Promise<ParsedSource>;
  /** Links parsed files (with their resolved imports) into one model. */
  link(files: readonly ParsedSource[], resolvedImports: ResolvedImports): CodeModel;
}
