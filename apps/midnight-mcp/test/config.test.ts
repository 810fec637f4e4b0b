import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

describe('loadConfig: the knowledge base directory', () => {
  it('follows SEXTANT_DATA_DIR like the other apps', () => {
    expect(loadConfig({ SEXTANT_DATA_DIR: '/data/sx' }).MIDNIGHT_DATA_DIR).toBe(join('/data/sx', 'midnight-mcp'));
  });

  it('falls back to $XDG_DATA_HOME/sextant, then ~/.local/share/sextant', () => {
    expect(loadConfig({ XDG_DATA_HOME: '/xdg' }).MIDNIGHT_DATA_DIR).toBe(join('/xdg', 'sextant', 'midnight-mcp'));
    expect(loadConfig({ HOME: '/home/u' }).MIDNIGHT_DATA_DIR).toBe(
      join('/home/u', '.local', 'share', 'sextant', 'midnight-mcp'),
    );
  });

  it('keeps MIDNIGHT_DATA_DIR as an explicit override', () => {
    expect(loadConfig({ SEXTANT_DATA_DIR: '/data/sx', MIDNIGHT_DATA_DIR: '/kb' }).MIDNIGHT_DATA_DIR).toBe('/kb');
  });
});
