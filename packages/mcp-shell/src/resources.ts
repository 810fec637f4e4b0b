import type { McpServer, ServerContext } from '@modelcontextprotocol/server';
import { ResourceTemplate } from '@modelcontextprotocol/server';
import { z } from 'zod';
import type { PromptDefinition, ResourceDefinition, ResourceTemplateDefinition } from './define.js';
import type { AuditLog } from './http-security/audit-log.js';
import { audited } from './http-security/audited.js';
import { secrets } from './lazy-modules.js';
import type { RequestIdentity } from './identity.js';

interface Parts<D> {
  deps: D | PromiseLike<D>;
  audit?: AuditLog;
  identity?: RequestIdentity;
  resources?: readonly ResourceDefinition<D>[];
  resourceTemplates?: readonly ResourceTemplateDefinition<D>[];
  prompts?: readonly PromptDefinition<D>[];
}

/** Registers fixed resources and resource templates. */
export function registerResources<D>(mcp: McpServer, opts: Parts<D>) {
  // The one exit of resource contents: audited, and text redacted (issue 15 #9) before it leaves.
  const wrap = (
    uri: string,
    mimeType: string | undefined,
    read: () => Promise<unknown> | unknown,
    ctx: ServerContext,
  ) =>
    audited(opts.audit, ctx, opts.identity, { target: uri }, async () => {
      const c = (await read()) as { text?: string; blob?: string; mimeType?: string };
      const { redactSecrets } = await secrets();
      const mt = c.mimeType ?? mimeType ?? 'text/plain';
      return {
        contents: [
          c.blob !== undefined
            ? { uri, mimeType: mt, blob: c.blob }
            : { uri, mimeType: mt, text: redactSecrets(c.text ?? '').text },
        ],
      };
    });
  for (const r of opts.resources ?? []) {
    mcp.registerResource(
      r.name,
      r.uri,
      { title: r.title, description: r.description, mimeType: r.mimeType },
      (uri, ctx) => wrap(uri.href, r.mimeType, async () => r.read(await opts.deps, uri.href), ctx),
    );
  }
  for (const t of opts.resourceTemplates ?? []) {
    const template = new ResourceTemplate(t.uriTemplate, {
      list: t.list
        ? async () => ({ resources: (await t.list!(await opts.deps)).map((x) => ({ ...x, mimeType: t.mimeType })) })
        : undefined,
    });
    mcp.registerResource(
      t.name,
      template,
      { title: t.title, description: t.description, mimeType: t.mimeType },
      (uri, vars, ctx) =>
        wrap(
          uri.href,
          t.mimeType,
          async () =>
            t.read(
              await opts.deps,
              uri.href,
              Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : String(v)])),
            ),
          ctx,
        ),
    );
  }
}

/** Registers prompts with string arguments. */
export function registerPrompts<D>(mcp: McpServer, opts: Parts<D>) {
  for (const p of opts.prompts ?? []) {
    const argsSchema = z.object(
      Object.fromEntries(
        Object.entries(p.args ?? {}).map(([k, a]) => [
          k,
          a.required ? z.string().describe(a.description) : z.string().optional().describe(a.description),
        ]),
      ),
    );
    mcp.registerPrompt(p.name, { title: p.title, description: p.description, argsSchema }, (args, ctx) =>
      audited(opts.audit, ctx, opts.identity, { target: p.name, args }, async () => ({
        messages: p
          .build(args as Record<string, string | undefined>, await opts.deps)
          .map((m) => ({ role: m.role, content: { type: 'text' as const, text: m.text } })),
      })),
    );
  }
}
