import type { TemplateDefinition } from '../types.js';

/** A single Compact contract file with one ledger field and one circuit, for the ledger-9 toolchain (0.36, language 0.28). */
export const compactContract: TemplateDefinition = {
  id: 'compact-contract',
  title: 'Single Compact contract',
  description: 'One .compact file: a Counter ledger and an increment circuit, ready to compile.',
  tags: ['midnight', 'compact'],
  placeholders: [
    { name: 'fileName', type: 'identifier', description: 'File name without extension' },
    { name: 'ledgerName', type: 'identifier', description: 'Name of the Counter ledger', default: 'round' },
    { name: 'circuitName', type: 'identifier', description: 'Name of the exported circuit', default: 'increment' },
    { name: 'comment', type: 'string', description: 'Comment placed above the ledger', required: false },
  ],
  files: [
    {
      path: '{{fileName}}.compact',
      content: `pragma language_version >= 0.28;

import CompactStandardLibrary;
{{#if comment}}

// {{comment}}
{{/if}}
export ledger {{ledgerName}}: Counter;

export circuit {{circuitName}}(): [] {
  {{ledgerName}}.increment(1);
}
`,
    },
  ],
};
