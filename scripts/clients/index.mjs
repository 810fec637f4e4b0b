// The real-client harness: Claude Code and Gemini CLI driven headless against a loopback stand-in for their model
// API, calling our built servers over stdio. Used by test/clients (assertions) and scripts/bench-clients.mjs (tokens).
export { claudeCode } from './claude-code.mjs';
export { driveClient } from './drive.mjs';
export { APPS, repoRoot, startApps, tourCalls } from './apps.mjs';
import { claudeCode } from './claude-code.mjs';
import { geminiCli } from './gemini-cli.mjs';

/** Both clients, in the order reports list them. */
export const clients = [claudeCode, geminiCli];
