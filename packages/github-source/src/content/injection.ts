/** One suspected prompt-injection passage. */
export interface InjectionFinding {
  rule: string;
  /** 1-based line of the match. */
  line: number;
  excerpt: string;
}

const RULES: Array<[string, RegExp]> = [
  [
    'ignore-instructions',
    /\b(ignore|disregard|forget|override)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|any|your)\b[^.\n]{0,30}\b(instructions?|prompts?|rules|directives|guidelines|context)\b/i,
  ],
  [
    'role-override',
    /\byou are (now|no longer)\b|\bact as (an?|the) (unrestricted|jailbroken|new)\b|\bnew (system )?instructions?:/i,
  ],
  [
    'addressed-to-ai',
    /\b(attention|note|message|instructions?) (to|for) (the |any )?(ai|llm|assistant|agent|language model|model)s?\b|\b(dear|hey) (ai|assistant|agent|claude|chatgpt|copilot)\b/i,
  ],
  ['fake-system-tag', /<\/?(system|assistant|im_start|im_end)>|\[\/?(INST|SYS)\]|<\|(system|im_start|endoftext)\|>/i],
  [
    'exfiltrate',
    /\b(send|post|upload|exfiltrate|leak|forward)\b[^.\n]{0,40}\b(secrets?|tokens?|credentials|api keys?|env(ironment)? variables|\.env|ssh keys?)\b/i,
  ],
  ['hidden-action', /\b(do not|don't|never) (tell|inform|mention|reveal)[^.\n]{0,20}\b(the )?(user|human|operator)\b/i],
  [
    'run-command',
    /\b(run|execute)\b[^.\n]{0,20}\b(this|the following) (command|script)\b[^.\n]{0,40}(curl|wget|bash|sh\b|rm -rf)/i,
  ],
];

/**
 * Scans fetched text for instructions aimed at an AI agent (prompt injection). Heuristic by design:
 * results are flagged for the agent's attention, never silently dropped or rewritten.
 */
export function detectPromptInjection(text: string, maxFindings = 5): InjectionFinding[] {
  const findings: InjectionFinding[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length && findings.length < maxFindings; i += 1) {
    const l = lines[i]!;
    for (const [rule, re] of RULES) {
      const m = re.exec(l);
      if (m) {
        const from = Math.max(0, m.index - 20);
        findings.push({ rule, line: i + 1, excerpt: l.slice(from, from + 120).trim() });
        break;
      }
    }
  }
  return findings;
}
