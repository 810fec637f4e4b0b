/** Hostile sources: nesting far deeper than any real code, as issue 28 describes them. */
const SPDX = '// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n';

export const deepSolidity = {
  /** 100,000 nested parentheses in one expression, on line 5. */
  parens: `${SPDX}\ncontract Parens {\n  function f() external pure returns (uint256) {\n    return ${'('.repeat(100_000)}1${')'.repeat(100_000)};\n  }\n}\n`,
  /** 20,000 nested `if`s with braces, one per line from line 5. */
  braces: `${SPDX}\ncontract Braces {\n  uint256 x;\n  function f(uint256 a) external {\n${'    if (a > 0) {\n'.repeat(20_000)}      x = a;\n${'    }\n'.repeat(20_000)}  }\n}\n`,
  /** 20,000 nested `if`s without braces on line 6. */
  bare: `${SPDX}\ncontract Bare {\n  uint256 x;\n  function f(uint256 a) external {\n    ${'if (a > 0) '.repeat(20_000)}x = a;\n  }\n}\n`,
};

export const goodSolidity = `${SPDX}\ncontract Good {\n  uint256 public x;\n  function set(uint256 v) external {\n    if (v > 10) { x = v; } else if (v > 5) { x = v - 1; } else { x = 0; }\n  }\n}\n`;

const COMPACT_HEAD = 'pragma language_version >= 0.16;\nimport CompactStandardLibrary;\nexport ledger x: Uint<64>;\n';

export const deepCompact = {
  /** 100,000 nested parentheses in a circuit's return, on line 5. */
  parens: `${COMPACT_HEAD}export circuit f(a: Uint<64>): Uint<64> {\n  return ${'('.repeat(100_000)}a${')'.repeat(100_000)};\n}\n`,
  /** 20,000 nested `if`s, one per line from line 5. */
  ifs: `${COMPACT_HEAD}export circuit f(a: Uint<64>): [] {\n${'  if (a > 0) {\n'.repeat(20_000)}  x = disclose(a);\n${'  }\n'.repeat(20_000)}}\n`,
};

export const goodCompact = `${COMPACT_HEAD}export circuit set(v: Uint<64>): [] {\n  if (v > 10) { x = disclose(v); } else { x = 0; }\n}\n`;
