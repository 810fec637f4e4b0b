import { describe, expect, it } from 'vitest';
import { encodeAddress } from '../src/address.js';
import { createRedactor } from '../src/redact.js';

describe('redactor', () => {
  it('removes Bech32m viewing keys, registered session ids and labelled hex secrets', () => {
    const r = createRedactor();
    const vk = encodeAddress('viewing-key', new Uint8Array(32).fill(9), 'preview');
    const session = 'ab'.repeat(16);
    r.add(session);
    const text = `connect failed for ${vk} (session ${session}, 0x${session}); sessionId: ${'cd'.repeat(16)}`;
    const out = r.redact(text);
    expect(out).not.toContain(vk);
    expect(out).not.toContain(session);
    expect(out).not.toContain('cd'.repeat(16));
    expect(out).toContain('[REDACTED_VIEWING_KEY]');
    expect(r.redactValue({ nested: [{ key: vk }] })).toEqual({ nested: [{ key: '[REDACTED_VIEWING_KEY]' }] });
    r.remove(session);
    expect(r.redact(session)).toBe(session);
  });
});
