import { packageBuild } from '../../tsup.base';

// One entry per subpath (the root re-exports them all): a caller loads only the parts it imports.
export default packageBuild([
  'src/index.ts',
  'src/input-guard.ts',
  'src/path-guard.ts',
  'src/secrets.ts',
  'src/wall.ts',
  'src/fetch.ts',
  'src/archive.ts',
  'src/injection.ts',
]);
