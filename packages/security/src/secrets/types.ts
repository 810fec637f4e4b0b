/** One secret found in a text: the rule that fired and the UTF-16 span of the secret itself. */
export interface SecretFinding {
  rule: string;
  start: number;
  end: number;
}

/**
 * One detection rule, kept as data. The scanner runs `regex` only when the text contains one of `keywords`
 * (case-insensitive), found for all rules at once by a single prefilter pass.
 * If the regex has a named group `secret`, only that group is reported and redacted (the key name stays visible).
 */
export interface SecretRule {
  /** Stable kebab-case id shown in `[REDACTED:<id>]`. */
  id: string;
  description: string;
  /** Flags `g` and `d` are added by the scanner; write the pattern without them. */
  regex: RegExp;
  /**
   * Lower-case literals; the rule runs only when one occurs in the text. Omit them only when the regex starts with
   * a literal V8 searches fast and the literal is too common to prefilter on (`EAA`, `pat` occur everywhere).
   */
  keywords?: readonly string[];
  /** Minimum Shannon entropy (bits per character) of the secret, to drop placeholders and words. */
  entropy?: number;
  /** Extra check on the secret (and the whole match), e.g. a checksum or a structural decode. */
  validate?: (secret: string, match: string) => boolean;
}
