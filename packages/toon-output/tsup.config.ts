import { packageBuild } from '../../tsup.base';

export default packageBuild(['src/index.ts', 'src/tokens.ts', 'src/budget.ts', 'src/sarif.ts']);
