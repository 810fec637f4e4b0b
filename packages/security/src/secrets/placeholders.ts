// Values that sit where a secret would but are obviously not one: templates, env lookups, masks, doc fillers.
const TEMPLATE = /\$\{|\{\{|<[\w-]+>|%\(?\w*\)?s|^\$[A-Z_]|process\.env|import\.meta\.env|os\.environ|getenv/;
const FILLER =
  /(?:x{4,}|\*{3,}|\.{3}|your[_-]?|my[_-]?(?:api|secret|token|pass)|example|sample|dummy|placeholder|redacted|changeme|insert[_-]?|replace[_-]?|fake|test[_-]?(?:key|token|secret))/i;

/** True for templates, masks and documentation fillers (`${TOKEN}`, `xxxx`, `your-api-key`). */
export function isPlaceholder(value: string): boolean {
  if (TEMPLATE.test(value) || FILLER.test(value)) return true;
  // One character repeated, or a run like "abcdef…" / "123456…" carries no secret.
  if (/^(.)\1+$/.test(value)) return true;
  return /(?:0123456789|abcdefghij|ABCDEFGHIJ)/.test(value);
}
