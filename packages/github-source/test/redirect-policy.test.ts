import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { githubFetch } from '../src/octokit.js';

// Two loopback origins: the "API" redirects raw content either to itself or to another host.
let api: Server;
let other: Server;
let apiUrl = '';
let otherUrl = '';
const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  other = createServer((_req, res) => res.end('other host'));
  otherUrl = await listen(other);
  api = createServer((req, res) => {
    if (req.url === '/raw/here') return res.writeHead(302, { location: '/raw/final' }).end();
    if (req.url === '/raw/away') return res.writeHead(302, { location: `${otherUrl}/x` }).end();
    res.end(`api ${req.url} auth=${req.headers.authorization ?? ''}`);
  });
  apiUrl = await listen(api);
});
afterAll(() => {
  api.close();
  other.close();
});

describe("github-source's redirect policy for raw content", () => {
  it('follows a redirect that stays on the API origin', async () => {
    const res = await githubFetch(apiUrl)(`${apiUrl}/raw/here`, { headers: { authorization: 'token t' } });
    expect(await res.text()).toBe('api /raw/final auth=token t');
  });

  it('refuses a redirect to another origin (re-checked at each hop, redirect: manual)', async () => {
    await expect(githubFetch(apiUrl)(`${apiUrl}/raw/away`)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
