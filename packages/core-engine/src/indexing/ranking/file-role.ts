/**
 * What a path holds, for ranking: the source that implements behaviour, or its kin that share its words
 * (tests, benches, fixtures, examples, playgrounds), docs, or the rest. A behaviour question wants the
 * source first; a question that names tests (or a test's identifier) or docs wants those.
 */
export type FileRole = 'source' | 'test' | 'doc';

const TEST_DIR =
  /^(tests?|__tests__|__mocks__|__fixtures__|specs?|testing|testdata|test-?data|testutils?|fixtures?|dts-tests?|types?-?tests?|e2e|bench|benches|benchmarks?|examples?|playgrounds?|demos?|sandbox)$/i;
const TEST_NAME =
  /(_test\.go|\.(test|spec|bench|e2e)\.[cm]?[jt]sx?|\.test-d\.tsx?|(^|\/)test_[^/]*\.py|_test\.py|(^|\/)conftest\.py|(^|\/)tests?\.rs|_tests?\.rs|Tests?\.(java|kt|cs)|_spec\.rb|(^|\/)mock_[^/]*|_mocks?\.\w+)$/i;
const DOC_DIR = /^_?(docs?|documentation|site|website|man|tutorials?|cookbook|guides?)$/i;
const DOC_EXT = /\.(md|mdx|markdown|rst|txt|adoc|html?)$/i;

const roles = new Map<string, FileRole>();

/** The role of a repository path (forward slashes); remembered, a search asks for a few hundred. */
export function fileRole(path: string): FileRole {
  let role = roles.get(path);
  if (role) return role;
  const dirs = path.split('/').slice(0, -1);
  role =
    dirs.some((d) => TEST_DIR.test(d)) || TEST_NAME.test(path)
      ? 'test'
      : dirs.some((d) => DOC_DIR.test(d)) || DOC_EXT.test(path)
        ? 'doc'
        : 'source';
  if (roles.size < 200_000) roles.set(path, role);
  return role;
}

const NAMES_TESTS =
  /\b(tests?|testing|tested|specs?|fixtures?|bench(mark)?s?|examples?|e2e|playground|snapshots?)\b|\bmock|\btest_\w|\w_test\b|\.(test|spec)\b/i;
// A test's identifier (`TestParse`, `testUtils`): case-sensitive, so a "rule tester" or `RuleTester` names no test.
const NAMES_TEST_FUNCTION = /\b[Tt]est[A-Z]/;
const NAMES_DOCS = /\b(docs?|documentation|readme|changelog|guide|tutorial|typos?)\b|\.mdx?\b/i;

/** The roles a query asks for besides source (empty: a behaviour question, the source ranks first). */
export function rolesAsked(query: string): Set<FileRole> {
  const asked = new Set<FileRole>();
  if (NAMES_TESTS.test(query) || NAMES_TEST_FUNCTION.test(query)) asked.add('test');
  if (NAMES_DOCS.test(query)) asked.add('doc');
  return asked;
}
