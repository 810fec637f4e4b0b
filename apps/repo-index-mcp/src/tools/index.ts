import { askIndex } from './ask-index.js';
import { cancel } from './cancel.js';
import { ensureRepoIndex } from './ensure-repo-index.js';
import { getRepoBundle } from './get-repo-bundle.js';
import { loadRepoBundle } from './load-repo-bundle.js';
import { repoMap } from './repo-map.js';
import { searchRepo } from './search-repo.js';

/** Every tool of repo-index-mcp: drives registration, the CLI, docs and snapshots. */
export const tools = [ensureRepoIndex, searchRepo, askIndex, repoMap, getRepoBundle, loadRepoBundle, cancel] as const;
