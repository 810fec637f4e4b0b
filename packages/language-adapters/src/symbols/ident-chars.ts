// Identifier characters by char code (ASCII): starts `[A-Za-z_$]`, continues `[A-Za-z0-9_$]` (like `\w`).
// The reference scan and the JS/TS scanner read the same tables.
export const ID_START = new Uint8Array(128);
export const ID_PART = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  ID_START[c] = /[A-Za-z_$]/.test(ch) ? 1 : 0;
  ID_PART[c] = /[\w$]/.test(ch) ? 1 : 0;
}
