// Claude Code (`@anthropic-ai/claude-code`, a native binary that its install.cjs puts in bin/claude.exe) run
// headless: `-p` with --mcp-config, --allowedTools and a throwaway HOME, its model API pointed at the stand-in.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runProcess } from './process.mjs';

const require = createRequire(import.meta.url);

/** The installed package's folder and version. */
function packageInfo() {
  const manifest = require.resolve('@anthropic-ai/claude-code/package.json');
  return { dir: dirname(manifest), version: JSON.parse(readFileSync(manifest, 'utf8')).version };
}

/**
 * The native binary. pnpm runs install.cjs (the package is in onlyBuiltDependencies); an install that skipped
 * scripts leaves the small placeholder, which install.cjs replaces when run here.
 */
async function claudeBinary() {
  const { dir } = packageInfo();
  const bin = join(dir, 'bin', 'claude.exe');
  const installed = () => existsSync(bin) && statSync(bin).size > 1_000_000;
  if (!installed()) {
    const run = await runProcess(process.execPath, [join(dir, 'install.cjs')], { cwd: dir, timeoutMs: 120_000 });
    if (!installed())
      throw new Error(`Claude Code's install.cjs did not install its native binary:\n${run.stdout}${run.stderr}`);
  }
  return bin;
}

/** Claude Code as a client of the harness. */
export const claudeCode = {
  id: 'claude-code',
  get label() {
    return `Claude Code ${packageInfo().version}`;
  },
  /** How Claude Code names an MCP tool for the model. */
  toolName: (server, tool) => `mcp__${server}__${tool}`,
  /** The text the model reads from one tool_result block: a string, or text blocks. */
  modelText: (block) =>
    typeof block.content === 'string'
      ? block.content
      : (block.content ?? [])
          .filter((c) => c.type === 'text')
          .map((c) => c.text)
          .join('\n'),
  /** Claude Code adds no wrapping of its own to a text result. */
  serverText: (block) => claudeCode.modelText(block),
  /**
   * Runs `claude -p` once. `servers`: { name: { command, args, env } }; `tools`: the names to allow.
   * @returns {Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>}
   */
  async run({ servers, tools, prompt, baseUrl, home, cwd, timeoutMs }) {
    const config = join(home, 'mcp.json');
    const mcpServers = Object.fromEntries(
      Object.entries(servers).map(([name, s]) => [
        name,
        { type: 'stdio', command: s.command, args: s.args, env: s.env },
      ]),
    );
    writeFileSync(config, JSON.stringify({ mcpServers }));
    const args = ['-p', prompt, '--mcp-config', config, '--strict-mcp-config', '--allowedTools', tools.join(',')];
    return runProcess(await claudeBinary(), [...args, '--output-format', 'json'], {
      cwd,
      timeoutMs,
      env: {
        HOME: home,
        CI: 'true',
        ANTHROPIC_BASE_URL: baseUrl,
        ANTHROPIC_API_KEY: 'sk-ant-stand-in',
        // Offline: no update checks, telemetry or error reports; MCP start-up may be slow on a busy machine.
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
        MCP_TIMEOUT: '120000',
        MCP_TOOL_TIMEOUT: String(timeoutMs),
      },
    });
  },
};
