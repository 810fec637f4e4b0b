#!/usr/bin/env node
// `node mcp-tap.mjs LOG -- COMMAND ARGS...`: runs an MCP stdio server and appends every JSON-RPC message that
// passes (client to server `in`, server to client `out`) to LOG as one JSON line. The client harness reads it to
// see which handshake a client used and exactly what our server sent back.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const [log, dashes, command, ...args] = process.argv.slice(2);
if (!log || dashes !== '--' || !command) {
  console.error('usage: mcp-tap.mjs LOG -- COMMAND [ARGS...]');
  process.exit(2);
}

/** Splits a byte stream into lines and records each complete one. */
function recorder(dir) {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    let nl;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const line = pending.slice(0, nl).trim();
      pending = pending.slice(nl + 1);
      if (!line) continue;
      let msg;
      try {
        msg = JSON.parse(line);
      } catch {
        msg = { unparsed: line };
      }
      appendFileSync(log, `${JSON.stringify({ dir, t: Date.now(), msg })}\n`);
    }
  };
}

const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
const fromClient = recorder('in');
const fromServer = recorder('out');
process.stdin.on('data', (d) => {
  fromClient(d);
  child.stdin.write(d);
});
process.stdin.on('end', () => child.stdin.end());
child.stdout.on('data', (d) => {
  fromServer(d);
  process.stdout.write(d);
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
