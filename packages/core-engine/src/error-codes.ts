/**
 * Every code an `AppError` carries, in one closed registry: a member says when the code is used and what the caller
 * should do; its value is the family that emits it. The type rejects any other code, so a new one is added here
 * first, documented. New codes are UPPER_SNAKE_CASE. The lower-case `auditor` family and the upper-case `chain`
 * family are published names clients already match on (mcp-auditor's README, the Midnight tools contract): they
 * are kept as they are, never renamed.
 */
export const ERROR_CODES = {
  // Any server.
  /** An argument is malformed, out of range or contradicts another: fix the argument the hint or `details` names. */
  INVALID_INPUT: 'common',
  /** The named thing (file, repository, symbol, package, page) does not exist: check the name; `details` may list near matches. */
  NOT_FOUND: 'common',
  /** The request reaches outside what the server allows (a path outside the roots, a link leaving them, an origin or write not allowed): stay inside, or widen the configuration. */
  FORBIDDEN: 'common',
  /** The upstream refused the credentials (a missing or invalid GitHub token): set or renew the token, then retry. */
  UNAUTHORIZED: 'common',
  /** An upstream rate limit was hit: wait `extra.retryAfterMs` (when given), then retry. */
  RATE_LIMITED: 'common',
  /** An upstream service (GitHub, an embeddings or chat endpoint, a docs site) failed or answered unexpectedly: retry later, or check its base URL. */
  UPSTREAM: 'common',
  /** The caller's AbortSignal fired (the client cancelled): nothing to fix; call again if still wanted. */
  CANCELLED: 'common',
  /** An operation did not answer in time (a chain node or indexer, a wait between retries): retry, or check the endpoint's health. */
  TIMEOUT: 'common',
  /** A bug or an unexpected failure; the message stays generic and the cause goes to the server's log: report it. */
  INTERNAL: 'common',

  // Repository indexes and their stores.
  /** The index has no completed run yet, or was found damaged and not rebuilt: call ensure_repo_index (or ingest) first. */
  NOT_INDEXED: 'index',
  /** The path is not inside a git work tree: pass a work tree's root, or run `git init` first. */
  NOT_A_REPO: 'index',
  /** The index file is damaged and could not be moved aside: move the file `details` names away, then index again. */
  INDEX_CORRUPT: 'index',
  /** Another process found the index file damaged and rebuilt it during this run (nothing of the run was kept): index again. */
  INDEX_REPLACED: 'index',
  /** No space is left on the data directory's device: free space or set SEXTANT_DATA_DIR elsewhere, then index again. */
  DISK_FULL: 'index',
  /** The data directory cannot be written: make it writable or set SEXTANT_DATA_DIR, then index again. */
  DATA_DIR_READ_ONLY: 'index',
  /** Another process is indexing this repository: wait `extra.retryAfterMs` for it to finish, then call again. */
  BUSY: 'index',

  // The MCP shell and optional features.
  /** A CLI call named a tool the server does not have: list the tools and use one of their names. */
  TOOL_NOT_FOUND: 'shell',
  /** The tool needs MCP sampling, which the client does not offer (and no fallback is configured): use a client with sampling, or configure the fallback the hint names. */
  SAMPLING_UNAVAILABLE: 'shell',
  /** The configured cross-encoder reranker cannot load (its optional peer is missing): install the package the hint names, or unset RERANK_MODEL_PATH. */
  RERANK_UNAVAILABLE: 'shell',

  // Templates.
  /** No template has that id: list the templates and pick one. */
  TEMPLATE_NOT_FOUND: 'templating',
  /** Writing would overwrite an existing file: choose another path, or ask for the overwrite explicitly. */
  FILE_EXISTS: 'templating',

  // mcp-auditor's published names (lower-case by design; its README and clients match them).
  /** No function of that name on the contract: pick one of the closest matches `details` lists. */
  function_not_found: 'auditor',
  /** Several overloads match: pass `signature` to pick one of those `details` lists. */
  ambiguous_function: 'auditor',
  /** No contract of that name in the loaded files: check the name, or add the file that declares it. */
  contract_not_found: 'auditor',
  /** Several files declare a contract of that name: pass `file` to pick one of those `details` lists. */
  ambiguous_contract: 'auditor',
  /** No analyzer or grammar for that language or extension: use one of the supported ids `details` lists. */
  language_not_supported: 'auditor',
  /** A source file does not parse: fix it at the file, line and column `details` gives. */
  parse_error: 'auditor',

  // The Midnight tools contract (seed v1.0.0): chain-client and midnight-chain-mcp keep its names for drop-in clients.
  /** A parameter is malformed (the contract's name for INVALID_INPUT): fix the parameter the hint names. */
  INVALID_PARAMS: 'chain',
  /** No block at that height or hash: check it against the chain's tip. */
  BLOCK_NOT_FOUND: 'chain',
  /** The address is not a valid Bech32m address of this network: check its prefix and checksum. */
  INVALID_ADDRESS: 'chain',
  /** No transaction with that hash: check the hash, or wait for it to be included. */
  TX_NOT_FOUND: 'chain',
  /** No contract at that address: check the address and the network (in the contract's list; no tool emits it today). */
  CONTRACT_NOT_FOUND: 'chain',
  /** Shielded data needs the wallet's viewing key: pass it (`mn_shield-esk…`). */
  VIEWING_KEY_REQUIRED: 'chain',
  /** The viewing key is malformed or not for this network: check it. */
  INVALID_VIEWING_KEY: 'chain',
  /** No open wallet session with that handle (sessions end when the server restarts): connect again with the viewing key. */
  SESSION_NOT_FOUND: 'chain',
  /** The node rejected a JSON-RPC call: check the call's arguments against the message. */
  RPC_ERROR: 'chain',
  /** The indexer rejected a GraphQL query or subscription: check the arguments against the message. */
  GRAPHQL_ERROR: 'chain',
  /** The node cannot be reached: check MIDNIGHT_NODE_URL, then retry. */
  NODE_UNAVAILABLE: 'chain',
  /** The indexer cannot be reached or is overloaded: check MIDNIGHT_INDEXER_URL, then retry shortly. */
  INDEXER_UNAVAILABLE: 'chain',
  /** The node does not offer the method (not a Midnight node?): point MIDNIGHT_NODE_URL at a Midnight node. */
  UNSUPPORTED: 'chain',
} as const;

/** A code from the registry: the only codes an AppError may carry. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Whether `code` is a registered error code (for codes that crossed a process or thread boundary as strings). */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CODES, code);
