import { defineResourceTemplate } from '@sextant/mcp-shell';
import type { AppDeps } from '../deps.js';
import { uris } from '../status.js';

const list = (kind: keyof typeof uris, label: string) => async (deps: AppDeps) =>
  (await deps.indexes.list()).map((e) => ({
    uri: uris[kind](e.id),
    name: `${label} of ${e.root}${e.rev ? `@${e.rev}` : ''}`,
  }));

const statusResource = defineResourceTemplate<AppDeps>({
  name: 'index_status',
  uriTemplate: 'repo-index://status/{index_id}',
  title: 'Index status',
  description:
    'Live state of an index (indexing with progress and operation_id, idle, failed), its last run and whether it is behind the work tree. Subscribe for updates.',
  mimeType: 'application/json',
  list: list('status', 'Status'),
  async read(deps, _uri, { index_id }) {
    const { entry, index } = await deps.indexes.get(index_id ?? '');
    const state = await index.state();
    const fresh = state ? await index.freshness().catch(() => undefined) : undefined;
    const body = {
      ...deps.status.get(entry.id),
      root: entry.root,
      rev: entry.rev,
      indexed: Boolean(state),
      head: state?.head ?? null,
      updated: state?.updatedAt ?? null,
      files: state ? Object.keys(state.files).length : 0,
      ...(fresh ? { behind: fresh.behind, behind_reason: fresh.reason } : {}),
    };
    return { text: JSON.stringify(body, null, 2), mimeType: 'application/json' };
  },
});

const manifestResource = defineResourceTemplate<AppDeps>({
  name: 'index_manifest',
  uriTemplate: 'repo-index://manifest/{index_id}',
  title: 'Index manifest',
  description: 'Counts, languages, skipped files by reason, timings, rev and dirty files of an index.',
  mimeType: 'application/json',
  list: list('manifest', 'Manifest'),
  async read(deps, _uri, { index_id }) {
    const { index } = await deps.indexes.get(index_id ?? '');
    return { text: JSON.stringify(await index.manifest(), null, 2), mimeType: 'application/json' };
  },
});

const logsResource = defineResourceTemplate<AppDeps>({
  name: 'index_logs',
  uriTemplate: 'repo-index://logs/{index_id}',
  title: 'Index logs',
  description: 'One markdown section per indexing run: what changed, what was skipped and why, stage timings.',
  mimeType: 'text/markdown',
  list: list('logs', 'Logs'),
  async read(deps, _uri, { index_id }) {
    const { index } = await deps.indexes.get(index_id ?? '');
    return { text: (await index.logs()) || '_No runs yet._', mimeType: 'text/markdown' };
  },
});

const bundleResource = defineResourceTemplate<AppDeps>({
  name: 'index_bundle',
  uriTemplate: 'repo-index://bundle/{index_id}',
  title: 'Index bundle',
  description: 'The gzipped index bundle (same bytes as get_repo_bundle).',
  mimeType: 'application/gzip',
  async read(deps, _uri, { index_id }) {
    const { index } = await deps.indexes.get(index_id ?? '');
    return { blob: (await index.exportBundle()).toString('base64'), mimeType: 'application/gzip' };
  },
});

export const resourceTemplates = [statusResource, manifestResource, logsResource, bundleResource];
