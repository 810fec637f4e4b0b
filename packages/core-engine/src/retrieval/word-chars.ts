/** Word characters of `[A-Za-z0-9_$]` by char code: 1 for a word character, 0 otherwise (codes 0-127). */
export const WORD_CHAR = new Uint8Array(128);
for (let c = 0; c < 128; c++) WORD_CHAR[c] = /[A-Za-z0-9_$]/.test(String.fromCharCode(c)) ? 1 : 0;

/** True for a char code of `[A-Za-z0-9_$]`: a scan without regex match objects. */
export const isWordChar = (c: number) => c < 128 && WORD_CHAR[c] === 1;
