import { createHash } from 'node:crypto';
import type { StoredChunk } from '@sextant/core-engine';

/** Splits a document into chunks of about `maxChars`, at headings and blank lines; each remembers its heading. */
export function chunkDocument(path: string, text: string, collection: string, maxChars = 1500): StoredChunk[] {
  const chunks: StoredChunk[] = [];
  let heading = '';
  let buffer: string[] = [];
  let startLine = 1;
  let line = 0;
  const flush = () => {
    const body = buffer.join('\n').trim();
    if (body) {
      const id = createHash('sha256')
        .update(`${collection}\0${path}\0${chunks.length}\0${body}`)
        .digest('hex')
        .slice(0, 24);
      chunks.push({
        id,
        text: heading && !body.startsWith('#') ? `${heading}\n${body}` : body,
        metadata: { collection, path, heading, start_line: startLine },
      });
    }
    buffer = [];
    startLine = line + 1;
  };
  for (const l of text.split(/\r?\n/)) {
    line++;
    const isHeading = /^#{1,6}\s/.test(l);
    if ((isHeading && buffer.length) || (l.trim() === '' && buffer.join('\n').length > maxChars)) flush();
    if (isHeading) heading = l.replace(/^#+\s*/, '').trim();
    if (buffer.length === 0) startLine = line;
    buffer.push(l);
  }
  flush();
  return chunks;
}
