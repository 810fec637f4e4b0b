// Gemini CLI (`@google/gemini-cli`, one bundled script) run headless: `-p`, a throwaway HOME whose
// .gemini/settings.json lists the MCP servers (trusted, so their tools run without a prompt), the Gemini API key
// auth with a dummy key, and its model API pointed at the stand-in through GOOGLE_GEMINI_BASE_URL.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runProcess } from './process.mjs';

const require = createRequire(import.meta.url);

function packageInfo() {
  const manifest = require.resolve('@google/gemini-cli/package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  return { entry: join(dirname(manifest), pkg.bin.gemini), version: pkg.version };
}

const OPEN = '<untrusted_context>\n';
const CLOSE = '\n</untrusted_context>';

/** Gemini CLI as a client of the harness. */
export const geminiCli = {
  id: 'gemini-cli',
  get label() {
    return `Gemini CLI ${packageInfo().version}`;
  },
  /** How Gemini CLI names an MCP tool for the model. */
  toolName: (server, tool) => `mcp_${server}_${tool}`,
  /** The model reads the functionResponse's `response` object, serialized as JSON (the text is a JSON string). */
  modelText: (block) => JSON.stringify(block.response),
  /** Our text: the `output` string without the untrusted-context tag Gemini CLI wraps it in. */
  serverText: (block) => {
    const out = String(block.response?.output ?? '');
    return out.startsWith(OPEN) && out.endsWith(CLOSE) ? out.slice(OPEN.length, -CLOSE.length) : out;
  },
  /** True when Gemini CLI wrapped the output in its untrusted-context tag. */
  wrapped: (block) => {
    const out = String(block.response?.output ?? '');
    return out.startsWith(OPEN) && out.endsWith(CLOSE);
  },
  /**
   * Runs `gemini -p` once. `servers`: { name: { command, args, env } }.
   * @returns {Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>}
   */
  async run({ servers, prompt, baseUrl, home, cwd, timeoutMs }) {
    const mcpServers = Object.fromEntries(
      Object.entries(servers).map(([name, s]) => [
        name,
        { command: s.command, args: s.args, env: s.env, cwd, trust: true, timeout: timeoutMs },
      ]),
    );
    const settings = {
      // GOOGLE_GEMINI_BASE_URL alone selects the "gateway" auth, which headless mode refuses: name the key auth.
      security: { auth: { selectedType: 'gemini-api-key' } },
      privacy: { usageStatisticsEnabled: false },
      telemetry: { enabled: false },
      general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
      // After 30 turns it asks a utility model whether the session is looping; a scripted session is not.
      model: { disableLoopDetection: true },
      mcpServers,
    };
    mkdirSync(join(home, '.gemini'), { recursive: true });
    writeFileSync(join(home, '.gemini', 'settings.json'), JSON.stringify(settings, null, 2));
    // A fixed model skips the router, which asks a utility model for JSON before every turn.
    const args = ['-p', prompt, '--output-format', 'json', '--skip-trust', '-m', 'gemini-2.5-flash'];
    return runProcess(process.execPath, [packageInfo().entry, ...args], {
      cwd,
      timeoutMs,
      env: {
        HOME: home,
        CI: 'true',
        GOOGLE_GEMINI_BASE_URL: baseUrl,
        GEMINI_API_KEY: 'stand-in',
        // One process: no relaunch with a larger heap.
        GEMINI_CLI_NO_RELAUNCH: 'true',
      },
    });
  },
};
