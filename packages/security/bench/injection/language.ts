// How well the screen knows a sentence's language (src/injection/language.ts), on the dev split's payloads (labelled
// by language) and its English carriers. "kept" is what recall needs (the true language among those found, or
// every language when unsure); "narrowed" is what the gating gains (the true language alone). Detector libraries
// are measured too when installed beside the package (npm i --no-save eld franc-min tinyld); none is a dependency.
// Run: node --import tsx bench/injection/language.ts
import { sentenceLanguages } from '../../src/injection/language.js';
import { sentences } from '../../src/injection/passages.js';
import { CARRIERS, PAYLOADS } from './corpus/dev-split.js';

type Detect = (text: string) => readonly string[] | undefined;
const ISO3: Record<string, string> = { eng: 'en', deu: 'de', fra: 'fr', spa: 'es', por: 'pt', ita: 'it' };
Object.assign(ISO3, { nld: 'nl', pol: 'pl', rus: 'ru', cmn: 'zh', jpn: 'ja', kor: 'ko' });
const LANGS = Object.values(ISO3);

const cases = [
  ...PAYLOADS.flatMap((p) => sentences(p.text).map((s) => ({ lang: p.lang, text: s.text }))),
  ...CARRIERS.flatMap((c) => sentences(c('')).map((s) => ({ lang: 'en', text: s.text }))),
].filter((c) => /\p{L}{3}/u.test(c.text));

async function optional(name: string, make: (m: Record<string, unknown>) => Promise<Detect>): Promise<Detect | string> {
  try {
    return await make((await import(name)) as Record<string, unknown>);
  } catch {
    return `not installed (npm i --no-save ${name})`;
  }
}

const detectors: Record<string, Detect | string> = {
  'function words': (t) => [...sentenceLanguages(t)],
  eld: await optional('eld', async (m) => {
    const eld = m.eld as {
      load(size: string): Promise<void>;
      detect(t: string): { language: string; isReliable(): boolean };
    };
    await eld.load('medium');
    return (t) => {
      const r = eld.detect(t);
      return r.isReliable() && LANGS.includes(r.language) ? [r.language] : undefined;
    };
  }),
  'franc-min': await optional('franc-min', async (m) => {
    const franc = m.franc as (t: string, o: object) => string;
    return (t) => {
      const r = franc(t, { minLength: 3, only: Object.keys(ISO3) });
      return r === 'und' ? undefined : [ISO3[r]!];
    };
  }),
  tinyld: await optional('tinyld', async (m) => {
    const detect = m.detect as (t: string, o: object) => string;
    return (t) => (detect(t, { only: LANGS }) ? [detect(t, { only: LANGS })] : undefined);
  }),
};

console.log(`${cases.length} sentences (dev payloads by language, dev carriers as en)`);
for (const [name, detect] of Object.entries(detectors)) {
  if (typeof detect === 'string') {
    console.log(`${name.padEnd(15)} ${detect}`);
    continue;
  }
  for (const c of cases) detect(c.text);
  const start = process.cpuUsage();
  const found = cases.map((c) => detect(c.text));
  const us = (process.cpuUsage(start).user / cases.length).toFixed(0);
  const kept = cases.filter((c, i) => !found[i] || found[i]!.includes(c.lang)).length;
  const alone = cases.filter((c, i) => found[i]?.length === 1 && found[i]![0] === c.lang).length;
  const pct = (n: number) => `${((100 * n) / cases.length).toFixed(1)}%`;
  console.log(
    `${name.padEnd(15)} kept ${pct(kept)}   wrong ${cases.length - kept}   narrowed ${pct(alone)}   ${us} µs CPU/sentence`,
  );
}
