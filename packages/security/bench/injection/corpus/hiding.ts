// How an attacker hides a planted instruction from a human reader or a naive filter, and the same containers
// used innocently by ordinary docs. Deterministic: every choice comes from the seeded PRNG passed in.

export type Rand = () => number;

/** A seeded PRNG (mulberry32). */
export function prng(seed: number): Rand {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const ZW = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const CYRILLIC: Record<string, string> = { a: 'а', e: 'е', o: 'о', p: 'р', c: 'с', i: 'і', x: 'х', y: 'у', s: 'ѕ' };
const GREEK: Record<string, string> = { o: 'ο', i: 'ι', v: 'ν', A: 'Α', E: 'Ε', T: 'Τ', O: 'Ο', I: 'Ι' };
const words = (s: string) => s.split(' ');

const STYLES = [
  'color:#ffffff;background-color:#ffffff',
  'color: white',
  'display:none',
  'font-size:0',
  'opacity:0',
  'visibility:hidden',
  'color:#fff',
  'position:absolute;left:-9999px',
];
const SUMMARIES = ['Build output', 'Details', 'Changelog', 'Stack trace', 'Click to expand', 'Full log'];
const TITLE_LINKS = ['https://docs.example.dev/reference', 'https://example.org/guide#setup', './CONTRIBUTING.md'];

/** A hiding variant: the payload dressed up. */
export type Dress = (payload: string, rand: Rand) => string;

/** Ways to plant an instruction; each attack appears in several of them. */
export const HIDINGS: Record<string, Dress> = {
  plain: (s) => s,
  'html-comment': (s, r) => pick(r, [`<!-- ${s} -->`, `<!--\n${s}\n-->`, `<!--${s}-->`]),
  details: (s, r) => `<details>\n<summary>${pick(r, SUMMARIES)}</summary>\n\n${s}\n\n</details>`,
  'invisible-style': (s, r) => {
    const tag = pick(r, ['span', 'div', 'p']);
    return `<${tag} style="${pick(r, STYLES)}">${s}</${tag}>`;
  },
  'link-title': (s, r) =>
    pick(r, [
      `See the [reference](${pick(r, TITLE_LINKS)} "${s.replace(/"/g, "'")}") for details.`,
      `[docs]: ${pick(r, TITLE_LINKS)} "${s.replace(/"/g, "'")}"`,
    ]),
  base64: (s, r) => {
    const b = Buffer.from(s).toString('base64');
    return pick(r, [
      `Verification blob:\n\n    ${b}\n`,
      `\`\`\`\necho ${b} | base64 -d\n\`\`\``,
      `<!-- data:${b} -->`,
      `checksum: ${b}`,
    ]);
  },
  'zero-width': (s, r) =>
    words(s)
      .map((w) => (w.length > 3 ? `${w.slice(0, 2)}${pick(r, ZW)}${w.slice(2)}` : w))
      .join(' '),
  homoglyph: (s, r) => {
    const table = pick(r, [CYRILLIC, GREEK]);
    return [...s].map((c) => (table[c] && r() < 0.5 ? table[c] : c)).join('');
  },
  wrapped: (s, r) => {
    const w = words(s);
    const per = 3 + Math.floor(r() * 4);
    const lines: string[] = [];
    for (let i = 0; i < w.length; i += per) lines.push(w.slice(i, i + per).join(' '));
    return lines.join('\n');
  },
  'full-width': (s, r) =>
    [...s].map((c) => (/[!-~]/.test(c) && r() < 0.6 ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join(''),
  bidi: (s) => `\u202e\u202d${s.replace(/ /g, ' \u2066')}\u2069\u202c`,
  'tag-characters': (s) =>
    `Thanks for reading!${[...s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`,
  'code-comment': (s, r) =>
    pick(r, [
      `\`\`\`ts\n// ${s}\nexport const retries = 3;\n\`\`\``,
      `\`\`\`python\n# ${s}\nTIMEOUT = 30\n\`\`\``,
      `\`\`\`yaml\n# ${s}\nreplicas: 2\n\`\`\``,
    ]),
};

/** Containers ordinary docs use too, filled with ordinary content (so a container alone is no signal). */
export const BENIGN_CONTAINERS: Record<string, Dress> = {
  plain: (s) => s,
  'html-comment': (s, r) =>
    `${s}\n${pick(r, ['<!-- markdownlint-disable MD033 -->', '<!-- TODO: update the screenshot after the redesign -->', '<!-- prettier-ignore -->', '<!-- ALL-CONTRIBUTORS-LIST:START - Do not remove or modify this section -->'])}`,
  details: (s, r) => `<details>\n<summary>${pick(r, SUMMARIES)}</summary>\n\n${s}\n\n</details>`,
  'link-title': (s, r) =>
    `${s} See the [API reference](${pick(r, TITLE_LINKS)} "${pick(r, ['API reference', 'Opens in a new tab', 'Configuration options for the CLI'])}").`,
  base64: (s, r) =>
    `${s}\n\n![logo](data:image/png;base64,${Buffer.from(Array.from({ length: 90 }, (_, i) => (i * 37 + Math.floor(r() * 255)) & 0xff)).toString('base64')})`,
  'invisible-style': (s, r) =>
    `${s}\n<span style="${pick(r, ['display:none', 'color:#fff;background:#0969da'])}">${pick(r, ['New', 'Beta', 'v2.1.0'])}</span>`,
  wrapped: HIDINGS.wrapped!,
  'zero-width': (s) => `${s} Made with ❤️ by the team 👩\u200d💻`,
};
