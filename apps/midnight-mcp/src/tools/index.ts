import { analyzeContract } from './analyze-contract.js';
import { autoUpdateConfig } from './auto-update-config.js';
import { checkBreakingChanges } from './check-breaking-changes.js';
import { checkContracts } from './check-contracts.js';
import { checkVersion } from './check-version.js';
import { compareSyntax } from './compare-syntax.js';
import { explainCircuit } from './explain-circuit.js';
import { extractContractStructure } from './extract-contract-structure.js';
import { fetchDocs } from './fetch-docs.js';
import { getFile } from './get-file.js';
import { getFileAtVersion } from './get-file-at-version.js';
import { getLatestUpdates } from './get-latest-updates.js';
import { getLatestSyntax } from './get-latest-syntax.js';
import { getMigrationGuide } from './get-migration-guide.js';
import { getRepoContext } from './get-repo-context.js';
import { getStatus } from './get-status.js';
import { getVersionInfo } from './get-version-info.js';
import { healthCheck } from './health-check.js';
import { indexRepos } from './index-repos.js';
import { listCategoryTools } from './list-category-tools.js';
import { listExamples } from './list-examples.js';
import { listToolCategories } from './list-tool-categories.js';
import { searchCompact } from './search-compact.js';
import { searchDocs } from './search-docs.js';
import { searchTypescript } from './search-typescript.js';
import { suggestTool } from './suggest-tool.js';
import { upgradeCheck } from './upgrade-check.js';
import { documentContract } from './document-contract.js';
import { generateContract } from './generate-contract.js';
import { reviewContract } from './review-contract.js';

export const tools = [
  searchCompact,
  searchTypescript,
  searchDocs,
  indexRepos,
  analyzeContract,
  checkContracts,
  explainCircuit,
  extractContractStructure,
  getVersionInfo,
  checkBreakingChanges,
  getMigrationGuide,
  getFileAtVersion,
  compareSyntax,
  getLatestSyntax,
  checkVersion,
  upgradeCheck,
  getRepoContext,
  generateContract,
  reviewContract,
  documentContract,
  fetchDocs,
  getFile,
  getLatestUpdates,
  listExamples,
  healthCheck,
  autoUpdateConfig,
  getStatus,
  listToolCategories,
  listCategoryTools,
  suggestTool,
] as const;
