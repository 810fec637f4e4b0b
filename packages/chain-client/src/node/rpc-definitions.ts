/** Midnight's custom JSON-RPC methods, registered with @polkadot/api so `api.rpc.midnight.*` exists when the node offers them. */
export const MIDNIGHT_RPC = {
  midnight: {
    contractState: {
      description: 'Serialized contract state as bare hex (no 0x)',
      params: [
        { name: 'contract_address', type: 'Text' },
        { name: 'at', type: 'BlockHash', isOptional: true },
      ],
      type: 'Text',
    },
    ledgerVersion: {
      description: 'Ledger version string',
      params: [{ name: 'at', type: 'BlockHash', isOptional: true }],
      type: 'Text',
    },
    ledgerStats: {
      description: 'Ledger statistics (JSON)',
      params: [{ name: 'at', type: 'BlockHash', isOptional: true }],
      type: 'Json',
    },
    apiVersions: { description: 'Supported Midnight RPC API versions', params: [], type: 'Json' },
  },
} as const;

/** Custom method names a Midnight node exposes; presence is detected with `rpc_methods`. */
export const MIDNIGHT_RPC_METHODS = [
  'midnight_contractState',
  'midnight_ledgerVersion',
  'midnight_ledgerStats',
  'midnight_apiVersions',
] as const;

const EMPTY = { extrinsic: {}, payload: {} };
/** Midnight's own transaction extensions; in node 2.1.0 metadata both their explicit and implicit types are `()`. */
export const MIDNIGHT_SIGNED_EXTENSIONS = { AuthorizeCall: EMPTY, CheckCallFilter: EMPTY, CheckThrottle: EMPTY };
