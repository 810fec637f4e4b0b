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
