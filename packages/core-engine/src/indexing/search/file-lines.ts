import type { LineStarts } from './line-starts.js';

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

/** Reads bytes from `at` into `into` (as many as fit), returning how many it read: 0 at the end. */
export type ReadAt = (into: Buffer, at: number) => number;

/** Bytes read at least at a time by a scan for line starts; a long scan reads more each time, up to `MAX_READ`. */
const MIN_READ = 64 * 1024;
const MAX_READ = 1024 * 1024;
/** Bytes read at least for lines whose starts are known (a snippet's lines, and those after them). */
const LINES_READ = 16 * 1024;

/** Lines of `buf` (UTF-8), found as far as a call needs them. */
export const fileLines = (buf: Buffer): FileLines => linesReading(buf.length, (into, at) => buf.copy(into, 0, at));

/**
 * Lines of a file of `size` bytes (UTF-8), read only as far as a call needs them: a snippet in a bundle's first
 * part reads that part, not the megabytes after it. `known` holds where lines start as far as an earlier call on
 * this version of the file found them (and gets what this one finds): then only the lines shown are read. A read
 * that fails or comes up short ends the file there and marks `known` broken.
 */
export function linesReading(size: number, read: ReadAt, known: LineStarts = { starts: [0], done: false }): FileLines {
  const { starts } = known;
  // The bytes read last: [winAt, winAt + win.length) of the file.
  let win = Buffer.alloc(0);
  let winAt = 0;
  const load = (at: number, length: number) => {
    const buf = Buffer.allocUnsafe(Math.max(0, Math.min(length, size - at)));
    let n = 0;
    try {
      for (let got = 1; n < buf.length && got > 0; n += got) got = read(buf.subarray(n), at + n);
    } catch {
      // Ends the file below.
    }
    if (n < buf.length) {
      size = at + n;
      known.broken = true;
    }
    win = buf.subarray(0, n);
    winAt = at;
  };
  // Finds line starts until line `i` has both its bounds (or the file ends).
  const scan = (i: number) => {
    while (!known.done && starts.length <= i + 1) {
      const from = starts[starts.length - 1]!;
      const inWin = from >= winAt && from <= winAt + win.length;
      const nl = inWin ? win.indexOf(10, from - winAt) : -1;
      if (nl >= 0) {
        starts.push(winAt + nl + 1);
        continue;
      }
      // The line runs past the bytes read: on to the file's end, or read on from its start.
      const have = inWin ? winAt + win.length - from : 0;
      if (from + have >= size) {
        starts.push(from + have + 1);
        known.done = true;
      } else load(from, Math.max(MIN_READ, 2 * have, Math.min(2 * win.length, MAX_READ)));
    }
  };
  const at = (i: number): string | undefined => {
    if (i < 0) return undefined;
    scan(i);
    if (i + 1 >= starts.length) return undefined;
    const from = starts[i]!;
    const to = starts[i + 1]! - 1;
    if (from < winAt || to > winAt + win.length) load(from, Math.max(LINES_READ, to - from));
    return win.toString('utf8', from - winAt, Math.min(to - winAt, win.length));
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
