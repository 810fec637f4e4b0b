import { packageBuild } from '../../tsup.base';

export default packageBuild([
  'src/index.ts',
  'src/ports.ts',
  'src/analysis.ts',
  'src/indexing.ts',
  'src/retrieval.ts',
  'src/guarded-io.ts',
  'src/experimental.ts',
]);
