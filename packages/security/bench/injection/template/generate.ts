// Generates the labelled prompt-injection corpus (deterministic: a seeded PRNG), as fixture files:
// test/injection/fixtures/template-{dev,test}.json. Run: node --import tsx bench/injection/template/generate.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENIGN, PAYLOADS } from './payloads.js';

interface Sample {
  id: string;
  label: 'injected' | 'benign';
  variant: string;
  text: string;
}

let seed = 0x5eed15;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;

// Documentation around the planted sentence.
const CARRIERS: readonly ((s: string) => string)[] = [
  (s) =>
    `# Getting started\n\nInstall the toolchain with \`npm i -g @midnight/compact\`.\n\n${s}\n\nThen compile your first contract.\n`,
  (s) => `## Configuration\n\n| key | meaning |\n| --- | --- |\n| network | testnet or mainnet |\n\n${s}\n`,
  (s) =>
    `/**\n * Creates a wallet from a seed.\n * ${s}\n */\nexport function createWallet(seed: string) {\n  return derive(seed);\n}\n`,
  (s) => `### Troubleshooting\n\n- Check that the proof server is running.\n- ${s}\n- Restart the node.\n`,
  (s) =>
    `Release notes for 0.26.0\n\nThe compiler now reports unused witnesses. ${s} See the migration guide for details.\n`,
  (s) => `# README\n\n${s}\n\n\`\`\`bash\npnpm install\npnpm build\n\`\`\`\n`,
];

const ZW = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const LOOKALIKE: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', i: 'і', x: 'х', y: 'у' };
const words = (s: string) => s.split(' ');

// How an attacker dresses the payload up to dodge a filter or a human reader.
const EVASIONS: Record<string, (s: string) => string> = {
  plain: (s) => s,
  'zero-width': (s) =>
    words(s)
      .map((w) => (w.length > 3 ? `${w.slice(0, 2)}${pick(ZW)}${w.slice(2)}` : w))
      .join(' '),
  'two-lines': (s) => {
    const w = words(s);
    const cut = Math.max(1, Math.floor(w.length / 2));
    return `${w.slice(0, cut).join(' ')}\n${w.slice(cut).join(' ')}`;
  },
  homoglyph: (s) => [...s].map((c) => (LOOKALIKE[c] && rand() < 0.6 ? LOOKALIKE[c] : c)).join(''),
  'html-comment': (s) => `<!-- ${s} -->`,
  details: (s) => `<details><summary>Build output</summary>\n\n${s}\n\n</details>`,
  'white-on-white': (s) => `<span style="color:#ffffff;background:#ffffff">${s}</span>`,
  'link-title': (s) => `See the [reference](https://docs.example.dev/ref "${s.replace(/"/g, "'")}").`,
  base64: (s) => `Build fingerprint:\n\n    ${Buffer.from(`${s} ${s}`).toString('base64')}\n`,
  'full-width': (s) =>
    [...s].map((c) => (/[!-~]/.test(c) && rand() < 0.5 ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join(''),
  bidi: (s) => `\u202a${s.replace(/ /g, ' \u2066')}\u2069\u202c`,
  'quote-lines': (s) => {
    const w = words(s);
    const third = Math.max(1, Math.floor(w.length / 3));
    return `> ${w.slice(0, third).join(' ')}\n> ${w.slice(third, 2 * third).join(' ')}\n> ${w.slice(2 * third).join(' ')}`;
  },
};

// Benign documents also use the same containers: comments, details, link titles, base64 and styles.
const BENIGN_DRESS: Record<string, (s: string) => string> = {
  plain: (s) => s,
  'two-lines': EVASIONS['two-lines']!,
  'html-comment': (s) => `${s}\n<!-- TODO: refresh the screenshot below -->`,
  details: (s) => `<details><summary>Show output</summary>\n\n${s}\n\n</details>`,
  'link-title': (s) => `${s} See the [reference](https://docs.example.dev/ref "Compact language reference").`,
  base64: (s) =>
    `${s}\n\n    ${Buffer.from(JSON.stringify({ network: 'testnet', indexer: 'http://127.0.0.1:8088', proofServer: 'http://127.0.0.1:6300' })).toString('base64')}\n`,
};

const samples: Sample[] = [];
PAYLOADS.forEach((p, i) => {
  for (const [variant, dress] of Object.entries(EVASIONS))
    samples.push({ id: `inj-${i}-${variant}`, label: 'injected', variant, text: pick(CARRIERS)(dress(p)) });
});
BENIGN.forEach((b, i) => {
  for (const [variant, dress] of Object.entries(BENIGN_DRESS))
    samples.push({ id: `ben-${i}-${variant}`, label: 'benign', variant, text: pick(CARRIERS)(dress(b)) });
});

// Split by sentence: even-numbered sentences are dev (tuning allowed), odd-numbered ones are test (held out).
const split = (s: Sample) => (Number(s.id.split('-')[1]) % 2 === 0 ? 'dev' : 'test');
const dir = fileURLToPath(new URL('../../../test/injection/fixtures/', import.meta.url));
for (const part of ['dev', 'test'] as const) {
  const rows = samples.filter((s) => split(s) === part);
  writeFileSync(`${dir}template-${part}.json`, `${JSON.stringify(rows, null, 1)}\n`);
  const n = (l: string) => rows.filter((r) => r.label === l).length;
  console.log(`${part}: ${n('injected')} injected, ${n('benign')} benign`);
}
