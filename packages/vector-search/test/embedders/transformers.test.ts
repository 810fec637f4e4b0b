import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbedder } from '../../src/registry.js';

const dir = mkdtempSync(join(tmpdir(), 'vs-models-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedders: transformers.js', () => {
  it('fails clearly when the model directory is absent (nothing is downloaded)', async () => {
    await expect(
      createEmbedder('transformers', { model: 'Xenova/all-MiniLM-L6-v2', modelDir: dir }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: expect.stringContaining('No embedding model found'),
    });
  });

  it('fails clearly when the model files or library are missing', async () => {
    mkdirSync(join(dir, 'empty-model'));
    await expect(createEmbedder('transformers', { model: 'empty-model', modelDir: dir })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      extra: { hint: expect.stringMatching(/transformers|model files/) },
    });
  });
});

describe('embedders: none', () => {
  it('has dimension 0 and refuses to embed', async () => {
    const e = await createEmbedder('none', {});
    expect(e.dimension).toBe(0);
    await expect(e.embed(['x'])).rejects.toMatchObject({ code: 'INVALID_INPUT' });
  });
});
