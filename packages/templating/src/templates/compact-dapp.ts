import type { TemplateDefinition } from '../types.js';

const dir = '{{kebabCase contractName}}';

const contract = `pragma language_version >= {{languageVersion}};

import CompactStandardLibrary;

// {{description}}
{{#each counters}}
export ledger {{snakeCase this}}: Counter;
{{/each}}
{{#if withOwner}}
export ledger owner: Bytes<32>;

witness localSecretKey(): Bytes<32>;
{{/if}}

constructor() {
{{#if withOwner}}
  owner = disclose(publicKey(localSecretKey()));
{{/if}}
{{#each counters}}
{{#if @root.initialValue}}
  {{snakeCase this}}.increment({{@root.initialValue}});
{{/if}}
{{/each}}
}
{{#each counters}}

export circuit increment{{pascalCase this}}(): [] {
{{#if @root.withOwner}}
  assert(owner == publicKey(localSecretKey()), "Only the owner may increment {{snakeCase this}}");
{{/if}}
  {{snakeCase this}}.increment(1);
}
{{/each}}
{{#if withOwner}}

circuit publicKey(sk: Bytes<32>): Bytes<32> {
  return persistentHash<Vector<2, Bytes<32>>>([pad(32, "{{kebabCase contractName}}:pk:"), sk]);
}
{{/if}}
`;

const witnesses = `import type { WitnessContext } from '@midnight-ntwrk/compact-runtime';
import type { Ledger } from './managed/{{kebabCase contractName}}/contract/index.js';

/** Private state kept by the wallet owner only; never sent to the chain. */
export interface {{pascalCase contractName}}PrivateState {
  readonly secretKey: Uint8Array;
}

export const createPrivateState = (secretKey: Uint8Array): {{pascalCase contractName}}PrivateState => ({ secretKey });

/** Witnesses: the circuits call these to read private state. */
export const witnesses = {
  localSecretKey: ({ privateState }: WitnessContext<Ledger, {{pascalCase contractName}}PrivateState>): [{{pascalCase contractName}}PrivateState, Uint8Array] => [
    privateState,
    privateState.secretKey,
  ],
};
`;

const contractIndex = `export * as {{pascalCase contractName}} from './managed/{{kebabCase contractName}}/contract/index.js';
{{#if withOwner}}
export * from './witnesses.js';
{{/if}}
`;

const providers = `import { setNetworkId } from '@midnight-ntwrk/midnight-js-network-id';
import { indexerPublicDataProvider } from '@midnight-ntwrk/midnight-js-indexer-public-data-provider';
import { httpClientProofProvider } from '@midnight-ntwrk/midnight-js-http-client-proof-provider';
import { levelPrivateStateProvider } from '@midnight-ntwrk/midnight-js-level-private-state-provider';
import { NodeZkConfigProvider } from '@midnight-ntwrk/midnight-js-node-zk-config-provider';

/** Endpoints of the network this DApp talks to ({{networkId}} by default). */
export interface {{pascalCase contractName}}Config {
  indexer: string;
  indexerWS: string;
  node: string;
  proofServer: string;
  zkConfigPath: string;
}

export const defaultConfig: {{pascalCase contractName}}Config = {
  indexer: 'http://127.0.0.1:8088/api/v4/graphql',
  indexerWS: 'ws://127.0.0.1:8088/api/v4/graphql/ws',
  node: 'http://127.0.0.1:9944',
  proofServer: 'http://127.0.0.1:6300',
  zkConfigPath: new URL('../../contract/src/managed/{{kebabCase contractName}}', import.meta.url).pathname,
};

/** Builds the providers a deployed-contract handle needs; wallet and midnight provider come from your wallet integration. */
export function createProviders(config: {{pascalCase contractName}}Config = defaultConfig) {
  setNetworkId('{{networkId}}');
  return {
    privateStateProvider: levelPrivateStateProvider({ privateStateStoreName: '{{kebabCase contractName}}-private-state' }),
    publicDataProvider: indexerPublicDataProvider(config.indexer, config.indexerWS),
    zkConfigProvider: new NodeZkConfigProvider(config.zkConfigPath),
    proofProvider: httpClientProofProvider(config.proofServer),
  };
}
`;

const pkg = `{
  "name": "{{kebabCase contractName}}",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": {{{json description}}},
  "dependencies": {
    "@midnight-ntwrk/compact-runtime": "0.21.0"
  },
  "scripts": {
    "compact": "compact compile contract/src/{{kebabCase contractName}}.compact contract/src/managed/{{kebabCase contractName}}",
    "build": "tsc -p ."
  }
}
`;

const readme = `# {{pascalCase contractName}}

{{description}}

- \`contract/src/{{kebabCase contractName}}.compact\`: the Compact contract ({{#each counters}}\`{{snakeCase this}}\`{{#unless @last}}, {{/unless}}{{/each}}).
{{#if withOwner}}
- \`contract/src/witnesses.ts\`: the \`localSecretKey\` witness over the owner's private state.
{{/if}}
- \`api/src/providers.ts\`: indexer, proof server, private state and ZK config providers for network \`{{networkId}}\`.

Compile with \`npm run compact\` (Compact toolchain 0.36: \`compact update 0.36\`; its contracts need
\`@midnight-ntwrk/compact-runtime\` 0.21.x, pinned in package.json), then build with \`npm run build\`.
\`api/src/providers.ts\` sets the network id globally, as Midnight.js 4 does; Midnight.js 5 (Node 22.12+) takes it in
the provider configuration instead.
`;

/** A Compact contract with TypeScript witnesses and a provider set-up: the skeleton of a Midnight DApp. */
export const compactDapp: TemplateDefinition = {
  id: 'compact-dapp',
  title: 'Compact contract + TypeScript DApp skeleton',
  description:
    'A Compact contract with Counter ledgers, an optional owner check through a witness, TypeScript witnesses and midnight-js providers.',
  tags: ['midnight', 'compact', 'typescript', 'dapp'],
  placeholders: [
    {
      name: 'contractName',
      type: 'identifier',
      description: 'Contract name, e.g. Counter (used for file names and types)',
    },
    {
      name: 'description',
      type: 'string',
      description: 'One line describing the contract',
      default: 'A Midnight DApp.',
    },
    {
      name: 'counters',
      type: 'list',
      description: 'Counter ledgers to declare (comma-separated identifiers)',
      default: ['round'],
    },
    {
      name: 'initialValue',
      type: 'integer',
      description: 'Initial increment applied to every counter in the constructor',
      default: 0,
      min: 0,
      max: 65535,
    },
    {
      name: 'withOwner',
      type: 'boolean',
      description: 'Add an owner key, the localSecretKey witness and an owner check',
      default: true,
    },
    {
      name: 'networkId',
      type: 'enum',
      description: 'Network id the providers use',
      values: ['undeployed', 'preview', 'preprod', 'testnet', 'mainnet'],
      default: 'undeployed',
    },
    {
      name: 'languageVersion',
      type: 'enum',
      // 0.28 is the language of toolchain 0.36, which Mainnet, Preview and Preprod use since ledger 9 (November 2026).
      description: 'Minimum Compact language version (0.28: toolchain 0.36, ledger 9; 0.23 and lower: ledger 8)',
      values: ['0.20', '0.21', '0.22', '0.23', '0.24', '0.25', '0.26', '0.27', '0.28'],
      default: '0.28',
    },
  ],
  files: [
    { path: `${dir}/contract/src/${dir}.compact`, content: contract },
    { path: `${dir}/contract/src/witnesses.ts`, content: witnesses, when: 'withOwner' },
    { path: `${dir}/contract/src/index.ts`, content: contractIndex },
    { path: `${dir}/api/src/providers.ts`, content: providers },
    { path: `${dir}/package.json`, content: pkg },
    { path: `${dir}/README.md`, content: readme },
  ],
};
