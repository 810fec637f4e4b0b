// A server's start to its tools/list answer read with bare JSON-RPC lines over stdio: no SDK client, so the time
// is the server's alone (the SDK client also parses and validates every tool of the answer, which grows with the
// number of tools).
import { spawn } from 'node:child_process';

const line = (msg) => `${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`;
const INITIALIZE = line({
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
});

// What the SDK's stdio client passes on from this process by default.
const inherited = () =>
  Object.fromEntries(
    ['HOME', 'LOGNAME', 'PATH', 'SHELL', 'TERM', 'USER'].filter((k) => process.env[k]).map((k) => [k, process.env[k]]),
  );

/** Starts `command`, asks for its tools, and ends it once answered: ms to the answer and the number of tools. */
export function rawToolsList({ command, args = [], cwd, env }) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited(), ...env },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let out = '';
    let result;
    child.on('error', reject);
    child.on('exit', () => (result ? resolve(result) : reject(new Error(`${command} exited before answering`))));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      let nl;
      while ((nl = out.indexOf('\n')) >= 0) {
        const msg = JSON.parse(out.slice(0, nl));
        out = out.slice(nl + 1);
        if (msg.id === 1)
          child.stdin.write(line({ method: 'notifications/initialized' }) + line({ id: 2, method: 'tools/list' }));
        if (msg.id === 2) {
          result = { elapsed: performance.now() - t0, tools: msg.result.tools.length };
          child.kill();
        }
      }
    });
    child.stdin.write(INITIALIZE);
  });
}
