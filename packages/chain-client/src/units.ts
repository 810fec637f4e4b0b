/** A token of the Midnight network and its atomic unit. */
export interface TokenUnit {
  symbol: 'NIGHT' | 'DUST';
  atomic: 'STAR' | 'SPECK';
  decimals: number;
}

/** 1 NIGHT = 10^6 STAR (unshielded UTXOs in the ledger; not a balances pallet). */
export const NIGHT: TokenUnit = { symbol: 'NIGHT', atomic: 'STAR', decimals: 6 };
/** 1 DUST = 10^15 SPECK (generated from registered NIGHT; pays fees). */
export const DUST: TokenUnit = { symbol: 'DUST', atomic: 'SPECK', decimals: 15 };

/** The unshielded token type of NIGHT in the indexer (the native token: 32 zero bytes). */
export const NIGHT_TOKEN_TYPE = '0'.repeat(64);

/** Formats an atomic amount (u128 as string or bigint) with the given decimals, trimming trailing zeros. */
export function formatUnits(atomic: bigint | string | number, decimals: number): string {
  const value = BigInt(atomic);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Parses a decimal token amount ("1.5") into atomic units; rejects more decimals than the token has. */
export function parseUnits(amount: string, decimals: number): bigint {
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) throw new RangeError(`"${amount}" is not a decimal amount; write it like 12.5`);
  const fraction = m[3] ?? '';
  if (fraction.length > decimals) throw new RangeError(`"${amount}" has more than ${decimals} decimals`);
  const value = BigInt(m[2]!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return m[1] ? -value : value;
}

/** `{ atomic, formatted, unit }` for a NIGHT or DUST amount, as tools report them. */
export function describeAmount(
  atomic: bigint | string,
  unit: TokenUnit,
): { atomic: string; formatted: string; symbol: string; atomicUnit: string } {
  return {
    atomic: BigInt(atomic).toString(),
    formatted: `${formatUnits(atomic, unit.decimals)} ${unit.symbol}`,
    symbol: unit.symbol,
    atomicUnit: unit.atomic,
  };
}
