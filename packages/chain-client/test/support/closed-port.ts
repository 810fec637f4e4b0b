import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A loopback port that was just freed: connecting to it is refused (ECONNREFUSED). */
export async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}
