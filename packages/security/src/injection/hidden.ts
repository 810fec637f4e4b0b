/** Where a hidden passage was found. */
export type HiddenKind = 'html-comment' | 'details' | 'invisible-style' | 'link-title' | 'base64' | 'tag-characters';

/** A passage a reader of the rendered page would not see, with the offset where it starts. */
export interface HiddenPassage {
  kind: HiddenKind;
  text: string;
  index: number;
}

const INVISIBLE_STYLE =
  /<(\w+)\b[^>]*\bstyle\s*=\s*["'][^"']*(color\s*:\s*(#fff\b|#ffffff\b|white\b|transparent\b|rgba\([^)]*,\s*0\))|display\s*:\s*none|visibility\s*:\s*hidden|font-size\s*:\s*0(px|em|rem|pt)?\s*(?=[;"'])|opacity\s*:\s*0(\.0+)?\s*(?=[;"'])|(left|top|text-indent)\s*:\s*-\d{3,}|(max-)?height\s*:\s*0(px)?\s*(?=[;"']))[^"']*["'][^>]*>([\s\S]*?)<\/\1>/gi;
const HIDDEN_ATTR = /<(\w+)\b[^>]*\b(hidden|aria-hidden\s*=\s*["']true["'])[^>]*>([\s\S]*?)<\/\1>/gi;
const COMMENT = /<!--([\s\S]*?)-->/g;
const DETAILS = /<details\b[^>]*>([\s\S]*?)<\/details>/gi;
const LINK_TITLE = /\[[^\]\n]*\]\(\s*<?[^)\s>]+>?\s+(?:"([^"\n]*)"|'([^'\n]*)'|\(([^)\n]*)\))\s*\)/g;
const REF_TITLE = /^\s*\[[^\]\n]+\]:\s*\S+\s+(?:"([^"\n]*)"|'([^'\n]*)'|\(([^)\n]*)\))\s*$/gm;
const BASE64 = /(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{32,}={0,2}(?![A-Za-z0-9+/=])/g;
// Unicode tag characters (U+E0020–U+E007E) mirror ASCII invisibly: "ASCII smuggling".
const TAG_RUN = /[\u{E0020}-\u{E007E}]{8,}/gu;

// A base64 run that decodes to readable text (not an image, key or hash).
function decodeText(run: string): string | undefined {
  const bytes = Buffer.from(run, 'base64');
  if (bytes.length < 24) return undefined;
  const text = bytes.toString('utf8');
  const printable = [...text].filter((c) => /[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\t]/u.test(c)).length;
  return printable / [...text].length > 0.9 && /\p{L}\p{L}[\s\p{P}]\p{L}/u.test(text) ? text : undefined;
}

/** Text smuggled in Unicode tag characters (invisible; stripped from the returned text), decoded to ASCII. */
export function tagPassages(raw: string): HiddenPassage[] {
  return [...raw.matchAll(TAG_RUN)].map((m) => ({
    kind: 'tag-characters' as const,
    text: [...m[0]].map((c) => String.fromCharCode(c.codePointAt(0)! - 0xe0000)).join(''),
    index: m.index,
  }));
}

/** Hidden passages: HTML comments, `<details>`, invisibly styled elements, link titles, base64 that decodes to text. */
export function hiddenPassages(text: string): HiddenPassage[] {
  const out: HiddenPassage[] = [];
  for (const m of text.matchAll(COMMENT)) out.push({ kind: 'html-comment', text: m[1]!, index: m.index });
  for (const m of text.matchAll(DETAILS)) out.push({ kind: 'details', text: m[1]!, index: m.index });
  for (const m of text.matchAll(INVISIBLE_STYLE))
    out.push({ kind: 'invisible-style', text: m.at(-1)!, index: m.index });
  for (const m of text.matchAll(HIDDEN_ATTR)) out.push({ kind: 'invisible-style', text: m[3]!, index: m.index });
  for (const re of [LINK_TITLE, REF_TITLE])
    for (const m of text.matchAll(re))
      out.push({ kind: 'link-title', text: m[1] ?? m[2] ?? m[3] ?? '', index: m.index });
  for (const m of text.matchAll(BASE64)) {
    const decoded = decodeText(m[0]);
    if (decoded) out.push({ kind: 'base64', text: decoded, index: m.index });
  }
  return out;
}
