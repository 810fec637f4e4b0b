// How fast screenText reads source code, the bulk of what github-source screens (a fetched file, a code search's
// fragments): this repository's own TypeScript, screened file by file, beside the secret scan of the same files as
// the baseline of the same run. Run: node --import tsx bench/injection/speed.ts   (also `pnpm bench` here)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenText } from '../../src/injection/screen.js';
import { redactSecrets } from '../../src/secrets/detect.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const sources = readdirSync(root).flatMap((pkg) =>
  (readdirSync(join(root, pkg, 'src'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(join(root, pkg, 'src', f), 'utf8')),
);
const bytes = sources.reduce((n, s) => n + Buffer.byteLength(s), 0);

const time = (run: (text: string) => unknown) => {
  for (const s of sources) run(s); // compiles every expression the texts need
  const start = performance.now();
  for (const s of sources) run(s);
  return performance.now() - start;
};
const screen = time((s) => screenText(s));
const secrets = time((s) => redactSecrets(s));
const mbps = (ms: number) => (bytes / 1e6 / (ms / 1000)).toFixed(2);
console.log(
  `screen speed over ${sources.length} files, ${(bytes / 1e6).toFixed(2)} MB of packages/*/src (load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}):`,
);
console.log(
  `  screenText ${screen.toFixed(0)} ms (${mbps(screen)} MB/s); redactSecrets ${secrets.toFixed(0)} ms (${mbps(secrets)} MB/s); ratio ${(screen / secrets).toFixed(2)}x`,
);
