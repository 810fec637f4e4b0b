#!/usr/bin/env node
// What the model reads, in o200k tokens, through the real clients (Claude Code and Gemini CLI against the model
// stand-in, scripts/clients): per app, each toured tool's default answer beside the server's text and compact JSON
// of the same data; "today" is Claude Code reading a server that sends structuredContent (the shell's behaviour
// before SEXTANT_STRUCTURED_CONTENT), which it hands the model as JSON. Then the tools/list cost per app, and the
// GitHub research questions asked of github-research-mcp and of octocode-mcp 19.1 on the same loopback GitHub.
// BENCH_CLIENTS_REPO=small indexes packages/toon-output instead of the whole repository (faster, smaller answers).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { connectStdio, decodeResultText } from '@sextant/mcp-shell/testing';
import { compareFormats, countTokens } from '@sextant/toon-output/tokens';
import { APPS, claudeCode, clients, driveClient, repoRoot, startApps, tourCalls } from './clients/index.mjs';
import { octocodeEntry, octocodeServer, researchQuestions } from './clients/octocode.mjs';

async function main() {
  const repo = apps.repo;
  const appCalls = [
    ...Object.keys(APPS)
      .filter((s) => s !== 'repoindex')
      .flatMap((s) => tourCalls(apps, s)),
    ...tourCalls(apps, 'repoindex').filter((c) => c.tool !== 'ask_index'),
    // search_repo on its defaults, on the issue's two questions about behaviour; the bundle tool's default answer.
    {
      server: 'repoindex',
      tool: 'search_repo',
      args: { path: repo, query: 'verify the bearer token of an HTTP request' },
    },
    {
      server: 'repoindex',
      tool: 'search_repo',
      args: { path: repo, query: 'resume indexing after the process was killed' },
    },
    { server: 'repoindex', tool: 'ask_index', args: { path: repo, question: 'How does the index survive a crash?' } },
    ...researchQuestions.map((q) => ({ server: 'github', tool: q.ours[0], args: q.ours[1], question: q.question })),
  ];
  const octoEntry = octocodeEntry();
  const octoCalls = octoEntry
    ? researchQuestions.map((q) => ({
        server: 'octocode',
        tool: q.octocode[0],
        args: q.octocode[1],
        question: q.question,
      }))
    : [];
  const servers = { ...apps.servers };
  const githubUrl = apps.servers.github.env.GITHUB_API_URL;
  if (octoEntry) servers.octocode = octocodeServer(octoEntry, githubUrl, octoHome);

  // The data of each call, as the structured mode returns it (an SDK client, in order, the first index build included).
  const data = [];
  /** Whether the text of that same answer reads back to its data. */
  const decodes = [];
  const lists = {};
  const typedLists = {};
  apps.resetGitHub();
  for (const [server, spec] of Object.entries(apps.servers)) {
    const structured = await connectStdio({ ...spec, env: { ...spec.env, SEXTANT_STRUCTURED_CONTENT: 'on' } });
    for (const [i, c] of appCalls.entries())
      if (c.server === server) {
        const res = await structured.client.callTool({ name: c.tool, arguments: c.args }, undefined, {
          timeout: 600_000,
        });
        data[i] = res.isError ? undefined : res.structuredContent;
        decodes[i] = res.isError ? '-' : decodesBack(res.content[0].text, res.structuredContent);
      }
    typedLists[server] = (await structured.client.listTools()).tools;
    await structured.close();
    const plain = await connectStdio({ ...spec, env: { ...spec.env, SEXTANT_STRUCTURED_CONTENT: 'off' } });
    lists[server] = (await plain.client.listTools()).tools;
    await plain.close();
  }
  console.log(`bench-clients: loopback services, index and reference answers ready in ${secs(t0)}`);

  const structuredServers = Object.fromEntries(
    Object.entries(apps.servers).map(([n, s]) => [n, { ...s, env: { ...s.env, SEXTANT_STRUCTURED_CONTENT: 'on' } }]),
  );
  const runs = {};
  for (const [key, client, srv, calls] of [
    ['today', claudeCode, structuredServers, appCalls],
    ...clients.map((c) => [c.id, c, servers, [...appCalls, ...octoCalls]]),
  ]) {
    const t = performance.now();
    apps.resetGitHub();
    runs[key] = await driveClient(client, { servers: srv, calls, cwd: repoRoot, timeoutMs: 1_200_000 });
    const missing = runs[key].calls.filter((c) => c.modelText === undefined).length;
    console.log(
      `  ${key === 'today' ? `${client.label} (structured mode)` : client.label}: ${calls.length} calls in ${secs(t)}, exit ${runs[key].code}${missing ? `, ${missing} results missing` : ''}`,
    );
  }
  // Everything measured, for a closer look: node_modules/.cache/sextant-bench-clients.json (with the tool
  // definitions each client sent the model in its last request, to see how it renders them).
  const keep = (run) => ({
    ...run,
    requests: undefined,
    toolsSent: [...(run.requests ?? [])].reverse().find((r) => r.api !== 'other')?.body.tools,
    calls: run.calls.map(({ block: _b, ...c }) => c),
  });
  writeFileSync(
    join(repoRoot, 'node_modules', '.cache', 'sextant-bench-clients.json'),
    JSON.stringify({
      appCalls,
      octoCalls,
      data,
      lists,
      runs: Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, keep(r)])),
    }),
  );
  printAnswers(appCalls, data, decodes, runs);
  printLists(lists, typedLists, runs);
  if (octoEntry) printResearch(appCalls, octoCalls, runs);
  else console.log('\noctocode-mcp could not be installed from npm: its comparison is left out.');
  console.log(`\nbench-clients done in ${secs(t0)} (load ${(await loadavg()).join(' ')})`);
}

function secs(since) {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

async function loadavg() {
  const { loadavg } = await import('node:os');
  return loadavg().map((x) => x.toFixed(2));
}

function decodesBack(text, data) {
  try {
    return isDeepStrictEqual(decodeResultText(text), data) ? 'yes' : 'no';
  } catch {
    return 'no (error)';
  }
}

const tok = (s) => (s === undefined ? undefined : countTokens(s));
const cell = (v, w = 7) => String(v ?? '-').padStart(w);
const ratio = (a, b) => (a === undefined || !b ? '-' : (a / b).toFixed(2));
const label = (c) => {
  const a = JSON.stringify(c.args).replace(/"path":"[^"]*sextant-clients-repo-[^"]*"/, '"path":<repo>');
  return `${c.tool} ${a.length > 60 ? `${a.slice(0, 57)}...` : a}`;
};

function printAnswers(appCalls, data, decodes, runs) {
  console.log('\nTokens the model reads per answer (o200k). text = our server text (TOON or compact JSON, whichever');
  console.log('is smaller), toon / json = TOON / compact JSON of the same data, today = Claude Code on a server that');
  console.log(
    'sends structuredContent, cc / gem = Claude Code / Gemini CLI on a default server; x = the larger client',
  );
  console.log('figure over min(toon, json); decodes = the text reads back to the data.');
  for (const [server, app] of Object.entries(APPS)) {
    console.log(`\n== ${app}`);
    console.log(
      `${'call'.padEnd(72)}${cell('text')}${cell('toon')}${cell('json')}${cell('today')}${cell('cc')}${cell('gem')}${cell('x', 6)} decodes`,
    );
    const sums = { text: 0, toon: 0, json: 0, today: 0, cc: 0, gem: 0 };
    for (const [i, c] of appCalls.entries()) {
      if (c.server !== server || c.question) continue;
      const cc = runs['claude-code'].calls[i];
      const row = {
        text: tok(cc.sent?.text),
        toon: data[i] === undefined ? undefined : compareFormats(data[i]).toon,
        json: data[i] === undefined ? undefined : tok(JSON.stringify(data[i])),
        today: tok(runs.today.calls[i].modelText),
        cc: tok(cc.modelText),
        gem: tok(runs['gemini-cli'].calls[i].modelText),
      };
      for (const k of Object.keys(sums)) sums[k] += row[k] ?? 0;
      const worst = Math.max(row.cc ?? 0, row.gem ?? 0);
      const best = Math.min(row.toon ?? Infinity, row.json ?? Infinity);
      console.log(
        `${label(c).padEnd(72)}${cell(row.text)}${cell(row.toon)}${cell(row.json)}${cell(row.today)}${cell(row.cc)}${cell(row.gem)}${cell(ratio(worst, best), 6)} ${decodes[i]}`,
      );
    }
    console.log(
      `${'total'.padEnd(72)}${cell(sums.text)}${cell(sums.toon)}${cell(sums.json)}${cell(sums.today)}${cell(sums.cc)}${cell(sums.gem)}${cell(ratio(Math.max(sums.cc, sums.gem), Math.min(sums.toon, sums.json)), 6)}`,
    );
  }
}

function printLists(lists, typedLists, runs) {
  console.log('\ntools/list cost per app, o200k tokens. total/min/max: per tool name, description and input schema;');
  console.log('list: the whole tools/list answer (default mode), today: with outputSchema (the structured mode).');
  console.log(
    `${'app'.padEnd(22)}${cell('tools', 6)}${cell('total')}${cell('min')}${cell('max')}${cell('list')}${cell('today')}${cell('cc', 8)}${cell('gem', 8)}`,
  );
  const requestTools = (run, prefix) => {
    const last = [...run.requests].reverse().find((r) => r.api !== 'other');
    const tools = last?.body.tools ?? [];
    return tools.flatMap((t) => t.functionDeclarations ?? [t]).filter((t) => t.name?.startsWith(prefix));
  };
  for (const [server, app] of Object.entries(APPS)) {
    const per = lists[server].map((t) =>
      countTokens(JSON.stringify({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
    );
    const cc = requestTools(runs['claude-code'], `mcp__${server}__`);
    const gem = requestTools(runs['gemini-cli'], `mcp_${server}_`);
    const sum = (xs) => xs.reduce((n, x) => n + x, 0);
    console.log(
      `${app.padEnd(22)}${cell(per.length, 6)}${cell(sum(per))}${cell(Math.min(...per))}${cell(Math.max(...per))}` +
        `${cell(countTokens(JSON.stringify({ tools: lists[server] })))}${cell(countTokens(JSON.stringify({ tools: typedLists[server] })))}` +
        `${cell(cc.length ? countTokens(JSON.stringify(cc)) : 'deferred', 8)}${cell(gem.length ? countTokens(JSON.stringify(gem)) : '-', 8)}`,
    );
  }
  console.log('  cc / gem: the tool definitions as each client sends them to the model (Claude Code defers MCP tools');
  console.log('  behind ToolSearch and loads each one when the model asks; the figure counts those it loaded).');
}

function printResearch(appCalls, octoCalls, runs) {
  console.log(
    '\nGitHub research questions: github-research-mcp vs octocode-mcp 19.1, same loopback GitHub, o200k tokens.',
  );
  console.log(
    `${'question'.padEnd(52)}${cell('today', 7)}${cell('ours cc', 9)}${cell('ours gm', 9)}${cell('octo cc', 9)}${cell('octo gm', 9)}${cell('cc x', 7)}${cell('gm x', 7)}`,
  );
  const ours = appCalls.map((c, i) => [c, i]).filter(([c]) => c.question);
  const offset = appCalls.length;
  const sums = [0, 0, 0, 0];
  let today = 0;
  for (const [k, [c, i]] of ours.entries()) {
    const row = [
      tok(runs['claude-code'].calls[i].modelText),
      tok(runs['gemini-cli'].calls[i].modelText),
      tok(runs['claude-code'].calls[offset + k]?.modelText),
      tok(runs['gemini-cli'].calls[offset + k]?.modelText),
    ];
    row.forEach((v, j) => (sums[j] += v ?? 0));
    const was = tok(runs.today.calls[i].modelText);
    today += was ?? 0;
    console.log(
      `${c.question.padEnd(52)}${cell(was, 7)}${cell(row[0], 9)}${cell(row[1], 9)}${cell(row[2], 9)}${cell(row[3], 9)}${cell(ratio(row[0], row[2]), 7)}${cell(ratio(row[1], row[3]), 7)}`,
    );
  }
  console.log(
    `${'total'.padEnd(52)}${cell(today, 7)}${cell(sums[0], 9)}${cell(sums[1], 9)}${cell(sums[2], 9)}${cell(sums[3], 9)}${cell(ratio(sums[0], sums[2]), 7)}${cell(ratio(sums[1], sums[3]), 7)}`,
  );
  const octoErrors = octoCalls.filter((_, k) => runs['claude-code'].calls[offset + k]?.sent?.isError).length;
  if (octoErrors) console.log(`  (${octoErrors} octocode answers were errors)`);
  console.log('  today: ours through Claude Code on a server that sends structuredContent (compact JSON).');
  console.log('  octocode sends structuredContent: Claude Code gives the model its JSON, Gemini CLI its YAML text.');
}

const t0 = performance.now();
const apps = await startApps({
  repository: process.env.BENCH_CLIENTS_REPO === 'small' ? ['packages/toon-output'] : [],
});
const octoHome = mkdtempSync(join(tmpdir(), 'sextant-octocode-home-'));
try {
  await main();
} finally {
  await apps.cleanup();
  rmSync(octoHome, { recursive: true, force: true });
}
