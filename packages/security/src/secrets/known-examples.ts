// Credentials published in specifications and vendor docs, copied verbatim into countless libraries and tests.
// They are shaped like real secrets (so rules fire) but grant nothing; gitleaks and trufflehog allowlist them too.
const RFC_6749 = [
  '2YotnFZFEjr1zCsicMWpAA',
  'tGzv3JOkF0XG5Qx2TlKWIA',
  'SplxlOBeZQQYbYS6WxSbIA',
  'czZCaGRSa3F0MzpnWDFmQmF0M2JW',
];
const RFC_5849 = [
  'ad180jjd733klru7',
  'nnch734d00sl2jdk',
  'hh5s93j4hdidpola',
  'hdk48Djdsa',
  'kllo9940pd9333jh',
  'dh893hdasih9',
];
const RFC_6750 = ['mF_9.B5f-4.1JqM'];

/** Exact secret values that are documentation samples. */
export const KNOWN_EXAMPLES: ReadonlySet<string> = new Set([...RFC_6749, ...RFC_5849, ...RFC_6750]);
