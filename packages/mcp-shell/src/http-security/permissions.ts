/** Tool annotations a permission may look at. */
interface PermissionAnnotations {
  readOnlyHint?: boolean;
}

/** Decides whether a client may see and call a tool. */
export type ToolPermission = (toolName: string, annotations?: PermissionAnnotations) => boolean;

const globToRegExp = (glob: string) =>
  new RegExp(
    `^${glob
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );

/**
 * Builds a permission from a list of grants: tool names, globs (`search_*`), `*` for every tool, or
 * `read-only` for every tool whose annotations say readOnlyHint. An empty list allows nothing.
 */
export function toolPermission(grants: readonly string[]): ToolPermission {
  const readOnly = grants.includes('read-only');
  const patterns = grants.filter((g) => g !== 'read-only').map(globToRegExp);
  return (name, annotations) => (readOnly && annotations?.readOnlyHint === true) || patterns.some((p) => p.test(name));
}
