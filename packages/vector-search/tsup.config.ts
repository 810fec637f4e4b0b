import { packageBuild } from '../../tsup.base';

export default packageBuild(['src/index.ts', 'src/testing.ts'], { external: ['vitest', '@huggingface/transformers'] });
