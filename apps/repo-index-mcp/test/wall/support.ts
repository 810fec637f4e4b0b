import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const pick = (alphabet: string, n: number) => [...randomBytes(n)].map((b) => alphabet[b % alphabet.length]).join('');

/** Secrets built at run time (never one literal, so push protection stays quiet). */
export const plantedSecrets = () => ({
  github: `ghp_${pick(ALNUM, 36)}`,
  aws: `AKIA${pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
});

/** A loopback OpenAI-compatible server (chat and embeddings) that records every request body. */
export async function fakeOpenAI(): Promise<{ url: string; bodies: string[]; close(): Promise<void> }> {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString()));
    req.on('end', () => {
      bodies.push(body);
      res.setHeader('content-type', 'application/json');
      if (req.url?.endsWith('/embeddings')) {
        const input = (JSON.parse(body) as { input: string[] }).input;
        res.end(JSON.stringify({ data: input.map((_, index) => ({ index, embedding: [1, 0, 0, index % 2] })) }));
      } else res.end(JSON.stringify({ model: 'fake', choices: [{ message: { content: 'See src/config.ts:1-3.' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Calls one tool over raw stdio JSON-RPC with an arguments object given as JSON text: the SDK client
 * cannot serialise 100,000 levels itself (JSON.stringify recurses), a hostile client can.
 */
export async function rawStdioCall(
  command: string,
  args: string[],
  env: Record<string, string>,
  tool: string,
  argumentsJson: string,
): Promise<{ isError?: boolean; content: { text: string }[] }> {
  const { spawn } = await import('node:child_process');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'ignore'] });
  const send = (s: string) => child.stdin.write(`${s}\n`);
  let buf = '';
  const result = new Promise<{ isError?: boolean; content: { text: string }[] }>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
    child.stdout.on('data', (d: Buffer) => {
      buf += d.toString();
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, nl)) as { id?: number; result?: unknown; error?: unknown };
        buf = buf.slice(nl + 1);
        if (msg.id === 1) {
          send('{"jsonrpc":"2.0","method":"notifications/initialized"}');
          send(
            `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"${tool}","arguments":${argumentsJson}}}`,
          );
        } else if (msg.id === 2)
          resolve((msg.result ?? { isError: true, content: [{ text: JSON.stringify(msg.error) }] }) as never);
      }
    });
  });
  send(
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}',
  );
  try {
    return await result;
  } finally {
    child.kill('SIGTERM');
  }
}
