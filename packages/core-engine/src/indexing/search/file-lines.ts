/**
 * A file's lines as `text.split('\n')` gives them, decoded only where asked: a snippet needs a few lines of
 * a file that may be a megabytes-long bundle, and decoding and splitting all of it cost more than the rest
 * of a search. Lines end at byte 0x0A, which never occurs inside a UTF-8 sequence, so a line decoded alone
 * is the line of the decoded whole.
 */
export interface FileLines {
  /** Line `i` (0-based), or undefined past the last line. */
  at(i: number): string | undefined;
  /** Lines `from` (0-based, inclusive) to `to` (exclusive), as `Array.prototype.slice` takes them. */
  slice(from: number, to: number): string[];
  /** The line count when it is below `n`, else `n` (only the lines up to `n` are looked for). */
  countUpTo(n: number): number;
}

/** Lines of `buf` (UTF-8), found as far as a call needs them. */
export function fileLines(buf: Buffer): FileLines {
  // starts[i]: byte offset where line i starts; the last entry is past the end once the scan is done.
  const starts = [0];
  let done = false;
  // Finds line starts until line `i` has both its bounds (or the file ends).
  const scan = (i: number) => {
    while (!done && starts.length <= i + 1) {
      const nl = buf.indexOf(10, starts[starts.length - 1]!);
      if (nl < 0) {
        starts.push(buf.length + 1);
        done = true;
      } else starts.push(nl + 1);
    }
  };
  const at = (i: number): string | undefined => {
    if (i < 0) return undefined;
    scan(i);
    if (i + 1 >= starts.length) return undefined;
    return buf.toString('utf8', starts[i]!, starts[i + 1]! - 1);
  };
  return {
    at,
    slice(from, to) {
      const out: string[] = [];
      for (let i = Math.max(0, from); i < to; i++) {
        const line = at(i);
        if (line === undefined) break;
        out.push(line);
      }
      return out;
    },
    countUpTo(n) {
      scan(n - 1);
      return Math.min(n, starts.length - 1);
    },
  };
}
