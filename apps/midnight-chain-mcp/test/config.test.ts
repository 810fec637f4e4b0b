import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig: docs store and embedder', () => {
  it('defaults to a libsql file under the data dir and no embedder', () => {
    expect(loadConfig({ HOME: '/home/u' })).toMatchObject({
      ragStore: { id: 'libsql', path: join('/home/u', '.local', 'share', 'sextant', 'midnight-chain', 'rag.db') },
      embedder: { id: 'none' },
      ragCollection: 'midnight-docs-v1',
    });
    expect(loadConfig({ XDG_DATA_HOME: '/xdg', HOME: '/home/u' }).ragStore).toEqual({
      id: 'libsql',
      path: join('/xdg', 'sextant', 'midnight-chain', 'rag.db'),
    });
    expect(loadConfig({ SEXTANT_DATA_DIR: '/data', XDG_DATA_HOME: '/xdg' }).ragStore).toMatchObject({
      path: join('/data', 'midnight-chain', 'rag.db'),
    });
  });

  it('reads Chroma and the embedder from the variables repo-index-mcp uses', () => {
    const c = loadConfig({
      VECTOR_STORE: 'chroma',
      CHROMA_URL: 'http://localhost:8000',
      EMBEDDER: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      EMBEDDING_MODEL: 'nomic-embed-text',
    });
    expect(c.ragStore).toEqual({ id: 'chroma', url: 'http://localhost:8000', collection: 'sextant-midnight-docs' });
    expect(c.embedder).toEqual({ id: 'openai', baseUrl: 'http://localhost:11434/v1', model: 'nomic-embed-text' });
    expect(loadConfig({ EMBEDDER: 'transformers', TRANSFORMERS_MODEL_DIR: '/models' }).embedder).toEqual({
      id: 'transformers',
      model: 'text-embedding-3-small',
      modelDir: '/models',
    });
  });

  it('says what is missing or wrong', () => {
    expect(() => loadConfig({ VECTOR_STORE: 'chroma' })).toThrow(/VECTOR_STORE=chroma needs CHROMA_URL/);
    expect(() => loadConfig({ EMBEDDER: 'ollama' })).toThrow(/EMBEDDER/);
  });
});
