/** How a body uses a name: read, written, or both. */
export type Mode = 'r' | 'w' | 'rw';

/** A use of a bare identifier or of `this.prop`, with the access as written. */
export interface Use {
  name: string;
  mode: Mode;
  expr: string;
  viaThis: boolean;
}

/** A call as it appears in a body, before names are resolved. */
export interface RawCall {
  shape: 'ident' | 'member' | 'this' | 'super';
  /** Called name (function, method or member). */
  name: string;
  /** For member calls: the root identifier of the object chain, or `this.<field>` as `this.field`. */
  root?: string;
  expr: string;
  line: number;
}

/** One function or method with what its body does. */
export interface RawFunction {
  name: string;
  /** Class name, or undefined for module-level functions. */
  cls?: string;
  kind: 'function' | 'method' | 'constructor';
  exported: boolean;
  private: boolean;
  params: string[];
  line: number;
  column: number;
  uses: Use[];
  calls: RawCall[];
  locals: string[];
  /** Local names bound to something built from an import (`const db = new Pool()`): local -> import binding. */
  localOrigins: Record<string, string>;
}

export interface RawClass {
  name: string;
  exported: boolean;
  abstract: boolean;
  base?: string;
  fields: string[];
  methods: string[];
  /** Field -> import binding it is built from (`client = new Client()`, `constructor(private db: Pool)`). */
  fieldOrigins: Record<string, string>;
  line: number;
  column: number;
}

/** Everything extracted from one TS/JS file (plain data: cached by content hash). */
export interface TsFileFacts {
  /** Import binding -> module specifier. */
  imports: Record<string, string>;
  /** Module-level variables; constants (primitive literal `const`) are flagged. */
  vars: { name: string; constant: boolean; origin?: string }[];
  functions: RawFunction[];
  classes: RawClass[];
  specifiers: string[];
}
