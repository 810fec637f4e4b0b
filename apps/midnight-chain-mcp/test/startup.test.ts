import { fileURLToPath } from 'node:url';
import { probeStartup } from '@sextant/mcp-shell/testing';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('..', import.meta.url));

describe('midnight-chain-mcp start-up', () => {
  it('lists its tools without a handler module, chain-client or templating; bad input stays light; the first call answers', async () => {
    const probe = await probeStartup({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: appDir,
      env: { OUTPUT_FORMAT: 'json', LOG_LEVEL: 'warn' },
      // The handler modules, @sextant/chain-client (with its codecs) and @sextant/templating: each loads with the
      // first tool that needs it, so tools/list never pays for them.
      callOnly:
        /[\\/](@polkadot|@midnight-ntwrk|libsql|@libsql|@scure)[\\/]|[\\/]src[\\/]handlers[\\/]|[\\/](chain-client|templating)[\\/](dist|src)[\\/]/,
      bad: { name: 'templating_render_template', arguments: { template_id: 7 } },
      call: {
        name: 'templating_render_template',
        arguments: { template_id: 'compact-contract', values: { fileName: 'c' } },
      },
    });
    expect(probe.tools).toHaveLength(17);
    expect([probe.atList, probe.afterBad]).toEqual([[], []]);
    expect(probe.bad.isError).toBe(true);
    expect(JSON.parse(probe.bad.text)).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(probe.call.isError).toBeFalsy();
    // Rendering loads its handler and templating; the chain clients still wait for a chain tool.
    expect([...probe.afterCall].sort()).toEqual([
      expect.stringMatching(/src[\\/]handlers[\\/]render-template\.ts$/),
      expect.stringMatching(/templating[\\/](dist|src)[\\/]/),
    ]);
  });
});
