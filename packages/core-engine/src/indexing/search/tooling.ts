/**
 * Tooling and configuration: CI, manifests, lock files and settings. They share a question's words (a rule's
 * name in a config, a package in a manifest) without implementing the behaviour asked about. `scripts/` and
 * `tools/` folders are left out: they hold a project's own code as often as its build tools (localization dev
 * 0.592 with them, 0.591 without, 0.590 with no tooling at all).
 */
const TOOL_DIR = /^(\.github|\.circleci|\.vscode|\.devcontainer|\.husky|\.changeset|ci)$/i;
const CONFIG_NAME =
  /(^|\/)(Makefile(\.js)?|Dockerfile|Justfile|\.git(ignore|attributes)|\.editorconfig|\.[\w-]+rc(\.[cm]?js|\.json|\.ya?ml)?|[\w-]+\.config\.[cm]?[jt]s|(setup|noxfile)\.py|[\w.-]+\.(toml|ya?ml|json|jsonc|json5|lock|cfg|ini|sum|mod))$/i;

/** Whether a repository path (forward slashes) is tooling or configuration rather than source. */
export const isTooling = (path: string): boolean =>
  CONFIG_NAME.test(path) ||
  path
    .split('/')
    .slice(0, -1)
    .some((d) => TOOL_DIR.test(d));

const NAMES_TOOLING =
  /\b(config(uration)?s?|build|scripts?|ci|workflows?|deps|dependenc(y|ies)|manifest|makefile|docker(file)?|lockfile|package\.json|cargo\.toml|pyproject|tsconfig|go\.mod|\.github)\b/i;

/** Whether a query asks for tooling or configuration (then it ranks as source does). */
export const asksTooling = (query: string): boolean => NAMES_TOOLING.test(query);
