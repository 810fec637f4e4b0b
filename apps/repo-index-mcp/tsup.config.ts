import { packageBuild } from '../../tsup.base';

export default packageBuild(['src/main.ts', 'src/index-worker.ts']);
