// Reproduces the progress race of issue 29 §4: a client busy while the server finishes reads the last progress
// notification and the result in one chunk, and its SDK drops the notification ("unknown token"): the handler of a
// notification runs a microtask after the read, the response settles at once and removes the progress handler.
// Usage (after `pnpm build`): node bench/progress-race.mjs [calls=20] [busyMs=40] [hogs=0]
// Per client kind it prints how many calls saw every progress step; `hogs` busy loops run beside it (load).
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { connectModernStdio, connectStdio } from '../dist/testing.js';

const [calls = 20, busyMs = 40, hogs = 0] = process.argv.slice(2).map(Number);
const example = fileURLToPath(new URL('../example/dist/main.js', import.meta.url));
const target = { command: process.execPath, args: [example], env: {} };

const hogProcs = Array.from({ length: hogs }, () => fork('-e', [], { execArgv: ['-e', 'for(;;);'], stdio: 'ignore' }));
const busy = (ms) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};

const kinds = [
  {
    label: '2025 client (v1 SDK) over stdio',
    connect: () => connectStdio(target),
    call: (c, onprogress) =>
      c.client.callTool({ name: 'count', arguments: { to: 3, delay_ms: 1 } }, undefined, { onprogress }),
  },
  {
    label: '2026 client (v2 SDK) over stdio',
    connect: () => connectModernStdio(target),
    call: (c, onprogress) => c.client.callTool({ name: 'count', arguments: { to: 3, delay_ms: 1 } }, { onprogress }),
  },
];

try {
  for (const kind of kinds) {
    const conn = await kind.connect();
    let complete = 0;
    let lost = 0;
    const started = performance.now();
    for (let i = 0; i < calls; i++) {
      const seen = [];
      // The client is busy after the first step (a render, a GC, a descheduled process) while the server answers.
      await kind.call(conn, (p) => {
        seen.push(p.progress);
        if (p.progress === 1) busy(busyMs);
      });
      if (seen.length === 3) complete++;
      lost += 3 - seen.length;
    }
    const ms = (performance.now() - started) / calls;
    console.log(
      `${kind.label}: ${complete}/${calls} calls saw all progress, ${lost} notifications lost, ${ms.toFixed(1)} ms/call (busy ${busyMs} ms, ${hogs} hogs)`,
    );
    await conn.close();
  }
} finally {
  for (const h of hogProcs) h.kill();
}
