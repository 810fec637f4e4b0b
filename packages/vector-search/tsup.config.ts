import { packageBuild } from '../../tsup.base';

export default packageBuild(['src/index.ts', 'src/testing.ts', 'src/env.ts', 'src/knowledge.ts'], {
  external: ['vitest', '@huggingface/transformers', 'openai'],
});
