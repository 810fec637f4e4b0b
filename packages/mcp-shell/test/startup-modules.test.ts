import { describe, expect, it } from 'vitest';
import { probeStartup } from '../src/testing.js';
import { builtExample } from './support/built.js';

// What leaves a server (results, errors, log records) is rendered and redacted; tools/list needs neither.
const renderAndRedact =
  /[\\/]@toon-format[\\/]toon[\\/]|toon-output[\\/]dist[\\/]index\.js$|security[\\/]dist[\\/]secrets\.js$/;

describe('start-up modules', () => {
  it('lists tools without the TOON encoder or the secret rules; the first answer loads both and is rendered', async () => {
    const probe = await probeStartup({
      command: process.execPath,
      args: [builtExample()],
      env: { OUTPUT_FORMAT: 'toon' },
      callOnly: renderAndRedact,
      bad: { name: 'echo', arguments: { text: 42 } },
      call: { name: 'echo', arguments: { text: 'hi' } },
    });
    expect(probe.tools).toContain('echo');
    expect(probe.atList).toEqual([]);
    expect(probe.afterBad).toHaveLength(3);
    expect(probe.bad).toMatchObject({ isError: true, text: expect.stringMatching(/^error:\n {2}code: INVALID_INPUT/) });
    expect(probe.call.isError).toBeFalsy();
    expect(probe.call.text).toContain('hi');
  });
});
