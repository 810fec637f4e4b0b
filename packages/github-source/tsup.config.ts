import { packageBuild } from '../../tsup.base';

export default packageBuild(['src/index.ts', 'src/research.ts', 'src/testing.ts', 'src/repo-reader.ts']);
