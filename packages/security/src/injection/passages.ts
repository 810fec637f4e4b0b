import { foldHomoglyphs, stripInvisible } from './normalize.js';

/** One sentence of normalised text, with the 1-based line it starts on. */
export interface Sentence {
  text: string;
  line: number;
  /** The sentence's block showed signs of obfuscation: letters split by invisible characters, mixed scripts, full-width. */
  obfuscated: boolean;
}

// What a line is, for joining: lines of one comment, quote or paragraph are joined; a change of kind (code after
// a comment, a heading, each list item) is a sentence break, so words of unrelated lines never form one sentence.
const LINE_KINDS: readonly [string, RegExp][] = [
  ['blank', /^\s*$/],
  ['fence', /^\s*(```|~~~)/],
  ['comment', /^\s*(\/\/+|\/\*+|\*+\/?|--|;+|""")\s?/],
  ['heading', /^\s*#+\s/],
  ['quote', /^\s*>+\s?/],
  ['item', /^\s*([-+*]|\d+[.)])\s+/],
  // A line opening a chat turn ("System: …", "Assistant: …") starts a sentence, as a list item does.
  ['turn', /^\s*(?=(?:system|assistant|user|human|developer)\s*:)/i],
];

const IN_WORD_INVISIBLE = /\p{L}[\u00AD\u200B-\u200D\u2060\uFEFF]+\p{L}/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069]/u;
const FULL_WIDTH = /[\uFF01-\uFF5E]/u;

/** Signs that a line was dressed up to dodge a filter. */
function obfuscated(raw: string, visible: string, folded: string): boolean {
  return IN_WORD_INVISIBLE.test(raw) || BIDI.test(raw) || FULL_WIDTH.test(visible) || folded !== visible;
}

const dropEmphasis = (line: string) =>
  line
    .replace(/\*+|~~|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Latin letters lose their accents ("désormais" is matched as "desormais"); other scripts are left alone. */
export const stripAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/(?<=[a-zA-Z])[\u0300-\u036f]+/g, '')
    .normalize('NFC');

/** One line as matched: invisible characters out, NFKC, look-alikes folded, emphasis dropped, lower case. */
function normalizeLine(raw: string): { text: string; obfuscated: boolean } {
  // Fast path: plain ASCII has nothing to strip, fold or compose.
  if (/^[\x20-\x7e\t]*$/.test(raw)) return { text: dropEmphasis(raw.toLowerCase()), obfuscated: false };
  const visible = stripInvisible(raw).text;
  const nfkc = visible.normalize('NFKC');
  const folded = foldHomoglyphs(nfkc);
  const text = dropEmphasis(stripAccents(folded).toLowerCase());
  return { text, obfuscated: obfuscated(raw, visible, folded) || nfkc !== visible.normalize('NFC') };
}

// Sentence ends, and the HTML block tags (a paragraph, a list item, a line break) that end one too.
const SENTENCE_END =
  /(?<=[.!?])\s+|(?<=[。！？])|<\/?(?:p|div|h\d|li|ul|ol|section|article|br|tr|td|th|details|summary|blockquote|table|body|html|head|main|header|footer|nav)\b[^>]{0,500}>/u;

/**
 * Splits text into sentences: the lines of one paragraph, comment or quote are joined first (so a sentence
 * wrapped over lines is one sentence); inside fenced code every line stands alone.
 */
export function sentences(text: string, firstLine = 1): Sentence[] {
  const out: Sentence[] = [];
  let block: { text: string; line: number; offsets: [number, number][]; obfuscated: boolean } | undefined;
  const flush = () => {
    if (block?.text) {
      for (const piece of splitKeepingOffsets(block.text)) {
        const at = [...block.offsets].reverse().find(([off]) => off <= piece.offset);
        out.push({ text: piece.text, line: at ? at[1] : block.line, obfuscated: block.obfuscated });
      }
    }
    block = undefined;
  };
  let previous = 'blank';
  let inFence = false;
  text.split('\n').forEach((raw, i) => {
    const [found, re] = LINE_KINDS.find(([, r]) => r.test(raw)) ?? ['text', /^\s*/];
    const body = raw.replace(re, '').replace(/^#+\s+/, '');
    // A fence inside a comment ("// ```python") is a fence too.
    const kind = /^\s*(```|~~~)/.test(body) ? 'fence' : found;
    if (kind === 'fence') inFence = !inFence;
    const breaks =
      inFence ||
      kind === 'fence' ||
      kind === 'item' ||
      kind === 'turn' ||
      kind === 'heading' ||
      kind === 'blank' ||
      previous === 'heading' ||
      (kind === 'comment') !== (previous === 'comment');
    if (breaks) flush();
    previous = kind;
    const line = normalizeLine(body);
    if (!line.text || kind === 'fence') return;
    block ??= { text: '', line: firstLine + i, offsets: [], obfuscated: false };
    if (block.text) block.text += ' ';
    block.offsets.push([block.text.length, firstLine + i]);
    block.text += line.text;
    block.obfuscated ||= line.obfuscated;
  });
  flush();
  return out;
}

function splitKeepingOffsets(text: string): { text: string; offset: number }[] {
  const out: { text: string; offset: number }[] = [];
  let offset = 0;
  for (const part of text.split(SENTENCE_END)) {
    const at = text.indexOf(part, offset);
    if (part.trim()) out.push({ text: part.trim(), offset: at });
    offset = at + part.length;
  }
  return out;
}
