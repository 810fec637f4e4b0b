import { AppError } from '@sextant/core-engine';
import { defineResource, defineResourceTemplate } from '@sextant/mcp-shell';
import { z } from 'zod';
import type { AppDeps } from './deps.js';

// JSON Schemas of what the analysis tools return, generated from the tools' own zod schemas. Those schemas are
// built on the first read: resources/list needs only the names and descriptions.
const SCHEMAS: Record<string, { description: string; schema: () => Promise<z.ZodType> }> = {
  'compact-ast': {
    description: 'Declarations the Compact parser extracts (extract-contract-structure output)',
    schema: async () => (await import('./tools/shared.js')).structureSchema,
  },
  findings: {
    description: 'Security findings of analyze-contract',
    schema: async () => z.array((await import('./tools/shared.js')).findingSchema),
  },
};
const schemaText = async (type: string) => {
  const entry = SCHEMAS[type];
  if (!entry)
    throw new AppError('NOT_FOUND', `No schema "${type}".`, {
      hint: `Use one of: ${Object.keys(SCHEMAS).join(', ')}.`,
    });
  return { text: JSON.stringify(z.toJSONSchema(await entry.schema()), null, 2), mimeType: 'application/json' };
};

/** Fixed resources: the latest grammar and changelog (live from the Compact repo) and the output schemas. */
export const resources = [
  defineResource<AppDeps>({
    name: 'compact-reference',
    uri: 'midnight://docs/compact-reference',
    title: 'Compact grammar (latest release)',
    mimeType: 'text/markdown',
    read: async ({ versions }) => ({ text: (await versions.latestSyntax()).text }),
  }),
  defineResource<AppDeps>({
    name: 'compact-changelog',
    uri: 'midnight://docs/changelog',
    title: 'Compact CHANGELOG (latest release)',
    mimeType: 'text/markdown',
    read: async ({ versions }) => ({ text: (await versions.changelogAt(await versions.resolve(undefined))).content }),
  }),
  ...Object.entries(SCHEMAS).map(([type, { description }]) =>
    defineResource<AppDeps>({
      name: `schema-${type}`,
      uri: `midnight://schema/${type}`,
      title: description,
      mimeType: 'application/json',
      read: () => schemaText(type),
    }),
  ),
];

/** Templates: files of Midnight repositories, docs pages, and schemas by type. */
export const resourceTemplates = [
  defineResourceTemplate<AppDeps>({
    name: 'code',
    uriTemplate: 'midnight://code/{owner}/{repo}/{+path}',
    title: 'File of a Midnight repository (default branch)',
    read: async ({ github }, _uri, { owner, repo, path }) => ({
      text: (await github.getFile(`${owner}/${repo}`, path ?? '')).content,
    }),
  }),
  defineResourceTemplate<AppDeps>({
    name: 'docs',
    uriTemplate: 'midnight://docs/{section}/{topic}',
    title: 'Page of the Midnight docs site, as Markdown',
    mimeType: 'text/markdown',
    read: async ({ docs }, _uri, { section, topic }) => ({
      text: (await docs.fetchPage(`/${section}/${topic}`)).markdown,
    }),
  }),
  defineResourceTemplate<AppDeps>({
    name: 'schema',
    uriTemplate: 'midnight://schema/{type}',
    title: 'JSON Schema of an analysis output',
    mimeType: 'application/json',
    list: async () =>
      Object.entries(SCHEMAS).map(([type, s]) => ({
        uri: `midnight://schema/${type}`,
        name: type,
        description: s.description,
      })),
    read: (_deps, _uri, { type }) => schemaText(type ?? ''),
  }),
];
