// Values that sit where a secret would but are obviously not one: templates, env lookups, masks, doc fillers.
const TEMPLATE = /\$\{|\{\{|<[\w-]+>|%\(?\w*\)?s|^\$[A-Z_]|process\.env|import\.meta\.env|os\.environ|getenv/;
// Long filler words cannot occur by chance in a random token; short ones ("your", "fake") must stand alone or
// open the value, or one real token in a few thousand would be dropped.
const FILLER =
  /x{6,}|\*{3,}|\.{3}|example|sample|dummy|placeholder|redacted|changeme|test[_-]?(?:key|token|secret)|(?:^|[^a-z0-9])(?:your|my|fake|insert|replace)(?:[^a-z0-9]|$)/i;
// camelCase or snake_case fillers: yourApiKey, my_token, fakeSecret.
const FILLER_PREFIX =
  /^(?:your|my|fake|insert|replace)[_-]?(?:[Aa]pi|[Ss]ecret|[Tt]oken|[Kk]ey|[Pp]ass|[Aa]pp|[Cc]lient|[Aa]ccess|[Aa]uth)/;

/** True for templates, masks and documentation fillers (`${TOKEN}`, `xxxx`, `your-api-key`). */
export function isPlaceholder(value: string): boolean {
  if (TEMPLATE.test(value) || FILLER.test(value) || FILLER_PREFIX.test(value)) return true;
  // One character repeated, or a run like "abcdef…" / "123456…" carries no secret.
  if (/^(.)\1+$/.test(value)) return true;
  return /(?:0123456789|abcdefghij|ABCDEFGHIJ)/.test(value);
}
