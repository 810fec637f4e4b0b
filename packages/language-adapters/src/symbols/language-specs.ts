/** How to find definitions and imports in one grammar. */
export interface SymbolSpec {
  /** ast-grep language: a napi `Lang` name for built-ins, the registered id for dynamic grammars. */
  lang: string;
  /** Node kind -> symbol kind. */
  definitions: Record<string, string>;
  /** Node kinds whose name comes from another field than `name` (Rust `impl Foo`). */
  nameField?: Record<string, string>;
  /** Definitions without a name node get this name (Solidity constructors). */
  defaultNames?: Record<string, string>;
  /** Wrapper kinds whose range and leading comments belong to the definition inside (export, decorators). */
  wrappers: string[];
  /** Import node kinds. */
  imports: string[];
  /** Comment node kinds (leading doc comments). */
  comments: string[];
  /** Kinds that make a nested function a `method`. */
  classLike: string[];
  /** Python-style docstrings: first string statement of the body. */
  docstrings?: boolean;
}

const tsLike = (lang: string): SymbolSpec => ({
  lang,
  definitions: {
    function_declaration: 'function',
    generator_function_declaration: 'function',
    class_declaration: 'class',
    abstract_class_declaration: 'class',
    interface_declaration: 'interface',
    type_alias_declaration: 'type',
    enum_declaration: 'enum',
    method_definition: 'method',
    abstract_method_signature: 'method',
    variable_declarator: 'function',
  },
  wrappers: ['export_statement', 'lexical_declaration', 'variable_declaration'],
  imports: ['import_statement'],
  comments: ['comment'],
  classLike: ['class_declaration', 'abstract_class_declaration', 'class'],
});

/** Specs by adapter id. */
export const symbolSpecs: Record<string, SymbolSpec> = {
  typescript: tsLike('TypeScript'),
  tsx: tsLike('Tsx'),
  javascript: tsLike('JavaScript'),
  python: {
    lang: 'python',
    definitions: { function_definition: 'function', class_definition: 'class' },
    wrappers: ['decorated_definition'],
    imports: ['import_statement', 'import_from_statement'],
    comments: ['comment'],
    classLike: ['class_definition'],
    docstrings: true,
  },
  go: {
    lang: 'go',
    definitions: { function_declaration: 'function', method_declaration: 'method', type_spec: 'type' },
    wrappers: ['type_declaration'],
    imports: ['import_declaration'],
    comments: ['comment'],
    classLike: [],
  },
  rust: {
    lang: 'rust',
    definitions: {
      function_item: 'function',
      function_signature_item: 'function',
      struct_item: 'struct',
      enum_item: 'enum',
      trait_item: 'trait',
      impl_item: 'impl',
      mod_item: 'module',
      type_item: 'type',
      macro_definition: 'macro',
      const_item: 'constant',
      static_item: 'constant',
    },
    nameField: { impl_item: 'type' },
    wrappers: [],
    imports: ['use_declaration', 'extern_crate_declaration'],
    comments: ['line_comment', 'block_comment'],
    classLike: ['impl_item', 'trait_item'],
  },
  java: {
    lang: 'java',
    definitions: {
      class_declaration: 'class',
      interface_declaration: 'interface',
      enum_declaration: 'enum',
      record_declaration: 'record',
      annotation_type_declaration: 'annotation',
      method_declaration: 'method',
      constructor_declaration: 'constructor',
    },
    wrappers: [],
    imports: ['import_declaration'],
    comments: ['block_comment', 'line_comment'],
    classLike: [],
  },
  solidity: {
    lang: 'solidity',
    definitions: {
      contract_declaration: 'contract',
      interface_declaration: 'interface',
      library_declaration: 'library',
      function_definition: 'function',
      modifier_definition: 'modifier',
      event_definition: 'event',
      error_declaration: 'error',
      struct_declaration: 'struct',
      enum_declaration: 'enum',
      constructor_definition: 'constructor',
      fallback_receive_definition: 'function',
    },
    defaultNames: { constructor_definition: 'constructor', fallback_receive_definition: 'fallback' },
    wrappers: [],
    imports: ['import_directive'],
    comments: ['comment'],
    classLike: [],
  },
};
