// What a path is, for the localization set: source that implements behaviour, tests and their kin
// (tests, benches, fixtures, examples, playgrounds), docs, or other (config, tooling, CI).

export type FileKind = 'source' | 'test' | 'doc' | 'other';

const SOURCE_EXT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|vue|py|go|rs)$/;
const TEST_DIR =
  /^(tests?|__tests__|__mocks__|__fixtures__|specs?|testing|testdata|test-?data|testutils?|testhelpers?|fixtures?|dts-tests?|types?-?tests?|e2e|bench|benches|benchmarks?|examples?|playgrounds?|demos?|sandbox)$/i;
const TEST_NAME =
  /(_test\.go|\.(test|spec|bench|e2e)\.[cm]?[jt]sx?|\.test-d\.tsx?|(^|\/)test_[^/]*\.py|_test\.py|(^|\/)conftest\.py|(^|\/)tests?\.rs|_tests?\.rs|(^|\/)mock_[^/]*|_mocks?\.\w+)$/i;
const DOC_DIR = /^_?(docs?|documentation|site|website|man|tutorials?|cookbook|guides?)$/i;
const DOC_EXT = /\.(md|mdx|markdown|rst|txt|adoc|html?)$/i;
// Packaging, build and tool configuration written as code.
const CONFIG_NAME =
  /(^|\/)((setup|noxfile|fabfile|tasks)\.py|build\.rs|magefile\.go|[\w-]+\.config\.[cm]?[jt]s|\.[\w-]+rc\.[cm]?js)$/;
const OTHER_DIR = /^(\.github|\.circleci|\.vscode|\.devcontainer|scripts?|tools?|ci|\.changeset)$/i;

/** Classifies a repository path (forward slashes). */
export function kindOf(path: string): FileKind {
  const dirs = path.split('/').slice(0, -1);
  if (dirs.some((d) => TEST_DIR.test(d)) || TEST_NAME.test(path)) return 'test';
  if (dirs.some((d) => DOC_DIR.test(d)) || DOC_EXT.test(path)) return 'doc';
  if (dirs.some((d) => OTHER_DIR.test(d)) || CONFIG_NAME.test(path) || path.endsWith('.d.ts') || !SOURCE_EXT.test(path))
    return 'other';
  return 'source';
}

/** Tests, benches, fixtures and examples: what should rank after the source for a behaviour question. */
export const isTestLike = (path: string) => kindOf(path) === 'test';
