/** An instruction-like pattern, on normalised text (lower case, one line). */
export interface InjectionPattern {
  rule: string;
  re: RegExp;
}

const W = '[^.!?;:]{0,40}';

/** Instruction-like patterns in English, German, French, Spanish, Italian, Portuguese, Dutch, Russian, Chinese, Japanese. */
export const INJECTION_PATTERNS: readonly InjectionPattern[] = [
  {
    rule: 'ignore-instructions',
    re: new RegExp(
      `\\b(ignore|disregard|forget|override|bypass|skip)\\b${W}\\b(all|any|every|your|prior|previous|preceding|above|earlier|system|original|initial)\\b${W}\\b(instructions?|prompts?|rules?|directives?|guidelines?|guardrails?|constraints?|commands?|context|programming)\\b|\\b(ignore|disregard|forget)\\b${W}\\byou (were|have been|'ve been) (given|told)\\b`,
    ),
  },
  {
    rule: 'role-override',
    re: /\b(you are now|you're now|you are no longer|from now on,? you (are|will|must)|act as (an?|the) (unrestricted|jailbroken|unfiltered|new|different)|pretend (to be|you are) (an?|the)? ?(unrestricted|unfiltered|jailbroken|evil|different ai)|new (system )?instructions ?:|developer mode (enabled|activated|on)|enable developer mode|do anything now|jailbreak mode)\b/,
  },
  {
    rule: 'system-prompt',
    re: /\b(reveal|print|show|output|repeat|leak|disclose)\b[^.!?<>]{0,20}\b(your|the) (system prompt|hidden instructions|initial instructions|instructions above)\b/,
  },
  {
    rule: 'addressed-to-ai',
    re: /\b((attention|note|message|instructions?|reminder) (to|for) (the |any |all )?(ai|llm|assistant|agent|language model|model|copilot|chatbot)s?|(dear|hey|hello) (ai|assistant|agent|claude|chatgpt|copilot|llm)\b|if you are (an? )?(ai|llm|language model|assistant|agent|automated agent)\b|(ai|llm) (agents?|assistants?|models?) (reading|processing|parsing) this)/,
  },
  {
    rule: 'fake-system-tag',
    // Markdown emphasis characters (`_`) are dropped by normalisation: `im_start` is matched as `imstart` too.
    re: /<\/?(system|assistant|im_?start|im_?end|instructions?)>|\[\/?(inst|sys)\]|<\|(system|im_?start|im_?end|endoftext)\|>|###\s*(system|instruction)\s*:/,
  },
  {
    rule: 'exfiltrate',
    re: /\b(send|post|upload|exfiltrate|leak|forward|email|transmit|paste)\b[^.!?]{0,50}\b(secrets?|tokens?|credentials|api keys?|passwords?|env(ironment)? variables|\.env|ssh keys?|private keys?|~\/\.ssh|id_rsa)\b[^.!?]{0,60}\b(to|at|into)\b/,
  },
  {
    rule: 'hidden-action',
    re: /\b(do not|don't|never|without) (tell|telling|inform|informing|mention|mentioning|reveal|revealing|alert|alerting|notify|notifying|asking)\b[^.!?]{0,20}\b(the )?(user|human|operator|developer)\b/,
  },
  {
    rule: 'run-command',
    // Install one-liners (`curl … | bash`) are ordinary docs; a command to run silently or unasked is not.
    re: /\b(silently|quietly|secretly|immediately|automatically)\b[^.!?]{0,20}\b(run|execute|exec)\b[^.!?]{0,60}(curl|wget|bash|\bsh\b|rm -rf|powershell|chmod)|\b(run|execute|exec)\b[^.!?]{0,60}(curl|wget|bash|\bsh\b|rm -rf|powershell|chmod)[^.!?]{0,60}\b(silently|quietly|without (asking|confirmation|telling))\b/,
  },
  {
    rule: 'ignore-instructions-de',
    re: /\b(ignoriere|ignorieren sie|vergiss|vergessen sie|missachte)\b[^.!?]{0,40}\b(alle|vorherigen|bisherigen|obigen|vorigen|deine|ihre)\b[^.!?]{0,30}\b(anweisungen|instruktionen|regeln|befehle|vorgaben)\b|\bdu bist (jetzt|nun|ab sofort)\b|\bneue anweisungen ?:/,
  },
  {
    rule: 'ignore-instructions-fr',
    re: /\b(ignore[zr]?|oublie[zr]?|ne tiens pas compte)\b[^.!?]{0,40}\b(toutes|tous|les|vos|tes)\b[^.!?]{0,30}\b(instructions|consignes|règles|directives)\b[^.!?]{0,30}\b(précédentes|antérieures|ci-dessus|précédents)\b|\b(tu es|vous êtes) (maintenant|désormais)\b/,
  },
  {
    rule: 'ignore-instructions-es',
    re: /\b(ignora|ignore|olvida|olvide|descarta)\b[^.!?]{0,40}\b(todas|las|tus|sus)\b[^.!?]{0,30}\b(instrucciones|indicaciones|reglas|órdenes)\b[^.!?]{0,30}\b(anteriores|previas|de arriba)\b|\bahora eres\b|\ba partir de ahora eres\b/,
  },
  {
    rule: 'ignore-instructions-it',
    re: /\b(ignora|dimentica|trascura)\b[^.!?]{0,40}\b(tutte|le|tue)\b[^.!?]{0,30}\b(istruzioni|regole|indicazioni)\b[^.!?]{0,30}\b(precedenti|sopra)\b|\bora sei\b|\bda ora in poi sei\b/,
  },
  {
    rule: 'ignore-instructions-pt',
    re: /\b(ignore|ignora|esqueça|esqueca|desconsidere)\b[^.!?]{0,40}\b(todas|as|suas)\b[^.!?]{0,30}\b(instruções|instrucoes|regras|orientações)\b[^.!?]{0,30}\b(anteriores|acima|prévias)\b|\bagora você é\b|\ba partir de agora você é\b/,
  },
  {
    rule: 'ignore-instructions-nl',
    re: /\b(negeer|vergeet)\b[^.!?]{0,40}\b(alle|vorige|eerdere|voorgaande|je)\b[^.!?]{0,30}\b(instructies|regels|opdrachten)\b|\bje bent nu\b/,
  },
  {
    rule: 'ignore-instructions-ru',
    re: /(игнорируй|игнорируйте|забудь|забудьте|проигнорируй)[^.!?]{0,40}(все|предыдущие|прежние|свои)[^.!?]{0,30}(инструкции|указания|правила|команды)|теперь ты\s/,
  },
  {
    rule: 'ignore-instructions-zh',
    re: /(忽略|无视|忘记|忽視|無視)(之前|以上|先前|所有|上述|前面)?(的)?(所有)?(指令|指示|说明|規則|规则|提示)|你现在是|你現在是/,
  },
  {
    rule: 'ignore-instructions-ja',
    re: /(以前|前|上記|これまで)の(指示|命令|ルール)を(すべて)?(無視|忘れ)|あなたは今から/,
  },
];
