// Small builders shared by the rule files, so each rule reads as one line of intent.

/** `n` lower-case hex characters. */
export const hex = (n: number): string => `[a-f0-9]{${n}}`;

/** A literal prefix (alternatives allowed) followed by `body`, with no word character on either side. */
export function token(prefix: string, body: string, flags = ''): RegExp {
  return new RegExp(`(?<![\\w-])(?:${prefix})${body}(?![\\w-])`, flags);
}

/**
 * A value assigned to a name that mentions `vendor` and key/token/secret, e.g. `CLOUDFLARE_API_TOKEN = "…"`,
 * `"datadog_app_key": "…"`. The value is the `secret` group.
 */
export function assigned(vendor: string, value: string): RegExp {
  return new RegExp(
    `${vendor}[\\w.-]{0,20}(?:key|token|secret|pat)[\\w.-]{0,10}["']?\\s*(?::=|=>|[:=])\\s*["'\`]?(?<secret>${value})(?![\\w-])`,
    'i',
  );
}

/** A UUID body. */
export const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
