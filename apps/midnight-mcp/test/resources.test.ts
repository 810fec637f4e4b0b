import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectApp } from './support/connect.js';

describe('resources', () => {
  let app: Awaited<ReturnType<typeof connectApp>>;
  beforeAll(async () => {
    app = await connectApp();
  });
  afterAll(() => app.close());
  const read = async (uri: string) => {
    const res = await app.client.readResource({ uri });
    return (res.contents[0] as { text: string }).text;
  };

  it('lists the fixed resources and the templates', async () => {
    const { resources } = await app.client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(
      expect.arrayContaining([
        'midnight://docs/compact-reference',
        'midnight://docs/changelog',
        'midnight://schema/compact-ast',
        'midnight://schema/findings',
      ]),
    );
    const { resourceTemplates } = await app.client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      'midnight://code/{owner}/{repo}/{+path}',
      'midnight://docs/{section}/{topic}',
      'midnight://schema/{type}',
    ]);
  });

  it('serves the grammar and changelog of the latest release', async () => {
    expect(await read('midnight://docs/compact-reference')).toContain('Compact language version 0.18.0');
    expect(await read('midnight://docs/changelog')).toContain('## [Toolchain 0.26.0');
  });

  it('serves JSON Schemas generated from the tool schemas', async () => {
    const schema = JSON.parse(await read('midnight://schema/compact-ast'));
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['ledger', 'circuits', 'witnesses', 'entrypoints']),
    );
  });

  it('resolves the code and docs templates', async () => {
    expect(await read('midnight://code/midnightntwrk/compact/examples/counter.compact')).toContain(
      '// example at 0.26.0',
    );
    expect(await read('midnight://docs/develop/tutorial')).toContain('# Build your first DApp');
  });
});
