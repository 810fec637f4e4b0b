import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectStdio } from './legacy-client.js';
import { moduleTrace } from './module-trace.js';

/** A tool call a start-up probe makes. */
export interface ProbeCall {
  name: string;
  arguments: Record<string, unknown>;
}

/** What a server process had loaded at each step of a start-up probe, and what it answered. */
export interface StartupProbe {
  /** Tool names tools/list answered. */
  tools: string[];
  /** Loaded modules matching `callOnly` after tools/list, after the bad call, and after the good call. */
  atList: string[];
  afterBad: string[];
  afterCall: string[];
  /** The results of the bad call and the good call. */
  bad: { isError?: boolean; text: string };
  call: { isError?: boolean; text: string };
}

const textOf = (r: unknown) => ((r as { content?: { text?: string }[] }).content ?? []).map((c) => c.text).join('\n');

/**
 * Starts a server over stdio with its module loads recorded, lists its tools, makes a call with bad input and then a
 * good one, and reports which modules matching `callOnly` (handler modules, heavy libraries) had loaded at each step.
 * The server gets its own empty XDG_CACHE_HOME (unless `env` sets one): its tools/list answer is never cached, so
 * it loads the tool definitions at start (the heavier path), whatever else on the machine ran before.
 */
export async function probeStartup(opts: {
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
  callOnly: RegExp;
  bad: ProbeCall;
  call: ProbeCall;
}): Promise<StartupProbe> {
  const trace = moduleTrace();
  const cache = mkdtempSync(join(tmpdir(), 'sextant-probe-cache-'));
  const env = { XDG_CACHE_HOME: cache, ...opts.env };
  const conn = await connectStdio({ ...opts, env, args: [...trace.flags, ...opts.args] }).catch((err: unknown) => {
    rmSync(cache, { recursive: true, force: true });
    throw err;
  });
  const matching = () => trace.loaded().filter((m) => opts.callOnly.test(m));
  try {
    const { tools } = await conn.client.listTools();
    const atList = matching();
    const bad = await conn.client.callTool(opts.bad);
    const afterBad = matching();
    const call = await conn.client.callTool(opts.call);
    return {
      tools: tools.map((t) => t.name),
      atList,
      afterBad,
      afterCall: matching(),
      bad: { isError: bad.isError as boolean | undefined, text: textOf(bad) },
      call: { isError: call.isError as boolean | undefined, text: textOf(call) },
    };
  } finally {
    await conn.close();
    rmSync(cache, { recursive: true, force: true });
  }
}
