import { describe, expect, it } from 'vitest';
import { checkViewingKey } from '../src/viewing-key.js';

describe('checkViewingKey', () => {
  it('asks for a viewing key and names the form it expects', () => {
    expect(() => checkViewingKey(undefined, 'undeployed')).toThrow(
      expect.objectContaining({ code: 'VIEWING_KEY_REQUIRED' }),
    );
    expect(() => checkViewingKey('mn_shield-esk_preview1qqqq', 'undeployed')).toThrow(
      expect.objectContaining({
        code: 'INVALID_VIEWING_KEY',
        extra: expect.objectContaining({ hint: expect.stringContaining('mn_shield-esk_undeployed1') }),
      }),
    );
  });
});

describe('checkViewingKey with a damaged key', () => {
  it('says why without repeating the key', () => {
    const key =
      'mn_shield-esk_undeployed1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq';
    let err: unknown;
    try {
      checkViewingKey(key, 'undeployed');
    } catch (e) {
      err = e;
    }
    const text = JSON.stringify({ message: (err as Error).message, extra: (err as { extra?: unknown }).extra });
    expect((err as { code?: string }).code).toBe('INVALID_VIEWING_KEY');
    expect(text).toMatch(/checksum|Bech32m/i);
    expect(text).not.toContain(key.slice(20));
  });
});
