import type { Lang } from './language.js';

// Word lists the rules are built from, one list per language. A rule's `{slot}` becomes the alternation of the
// slot's words in the languages of the sentence (see compile.ts), plus its `any` words: names and terms every
// language uses (AI products, `.env`, `api key`). Matched on normalised text: lower case, NFKC, look-alikes folded,
// accents dropped from Latin letters (write them; they are dropped when the pattern is compiled).

/** Words of one slot, per language. */
export type Words = Partial<Record<Lang | 'any', readonly string[]>>;

/** Who an injection talks to: an AI, an assistant, a model, an agent, a named product. */
const aiNoun: Words = {
  any: [
    '(?:ai|a\\.i\\.|llm|gpt|genai)(?:[- ]?(?:based|powered))?(?: (?:coding |code )?(?:assistant|agent|model|tool|bot|system|reviewer)s?)?',
    ...['llms', 'chatbots?', 'bots?', 'copilot', 'claude(?: code)?', 'chatgpt', 'gemini', 'cursor', 'codex'],
  ],
  en: [
    '(?:large )?language models?',
    '(?:coding|code|automated|autonomous|reviewer|review) (?:assistant|agent|bot|tool)s?',
    'automated (?:reviewers?|tools?|systems?)',
    ...['assistants?', 'agents?', 'models?'],
  ],
  de: ['ki(?:-\\w{1,40})?', 'sprachmodell', 'assistent(?:en)?', 'agents?'],
  fr: ['ia', '(?:assistant|agent|modèle)s? (?:ia|d.ia)', 'modèle de langage', 'assistants?', 'agents?'],
  es: ['ia', 'asistente(?: de ia)?', 'agente(?: de ia)?', 'modelo de (?:lenguaje|linguagem)'],
  pt: ['ia', 'assistente(?: de ia| ia)?', 'agente(?: de ia)?', 'modelo de (?:lenguaje|linguagem)'],
  it: ['ia', 'assistente(?: de ia| ia)?', 'agente(?: de ia)?', 'modello linguistico'],
  nl: ['assistent(?:en)?', 'agents?', 'models?'],
  pl: ['asystent\\S{0,60}(?: ai)?', 'agents?', 'models?'],
  ru: [
    'ии(?:-\\S{1,60})?',
    'ассистент\\S{0,60}',
    'агент\\S{0,60}',
    'языков\\S{1,60} модел\\S{1,60}',
    'нейросет\\S{1,60}',
  ],
  zh: ['人工智能', '(?:ai ?)?助手', '(?:ai ?)?代理', '大?语言模型'],
  ja: ['(?:ai ?)?アシスタント', '(?:ai ?)?エージェント', '言語モデル'],
  ko: ['어시스턴트', '에이전트'],
};

/** Articles between a preposition and its noun ("to the assistant", "für den KI-Assistenten", "per l’IA"). */
const article: Words = {
  en: ['the ', 'any ', 'all ', 'every ', 'whichever ', 'an? '],
  de: ['den ', 'die ', 'das '],
  fr: ['l.', 'la '],
  es: ['el ', 'la '],
  pt: ['o ', 'a '],
  it: ['l.', 'il ', 'lo ', 'la '],
};

/** Verbs that throw away what came before (English objects need a qualifier: "your", "previous", "all"). */
const overrideVerb: Words = {
  en: [
    ...['ignore', 'ignoring', 'disregard', 'forget', 'override', 'bypass', 'skip', 'overlook', 'discard', 'abandon'],
    ...[
      'set aside',
      'pay no attention to',
      '(?:stop|quit) (?:following|obeying)',
      "(?:do not|don't|no longer) (?:follow|obey)",
    ],
  ],
  de: ['ignorier\\w*', 'vergiss', 'vergessen sie', 'missachte\\w*', 'umgeh\\w*'],
  fr: [
    ...['ignore[zr]', 'oublie[zr]?', 'ne tenez pas compte des', 'ne tiens pas compte des', 'ne (?:suis|suivez) plus'],
    ...['ne (?:tiens|tenez) plus compte', 'arr[eê]te[zr]? de suivre'],
  ],
  es: ['ignora\\w*', 'olvida\\w*', 'descarta\\w*', 'no sigas', 'deja(?:d)? de seguir'],
  pt: [
    'ignora\\w*',
    'descarta\\w*',
    'desconsider\\w{1,40}',
    'esque[çc]a\\w*',
    'não (?:sig|segu)\\w*',
    'pare de seguir',
  ],
  it: ['ignora\\w*', 'smetti di seguire', 'non seguire più', 'dimentica\\w*', 'trascura\\w*', 'non seguire'],
  ru: [
    'перестань следовать',
    'игнорир\\S{0,60}',
    'проигнорир\\S{0,60}',
    'забуд\\S{0,60}',
    'забыть',
    'не следуй\\S{0,60}',
  ],
  nl: ['negeer', 'vergeet'],
  pl: ['zignoruj', 'ignoruj', 'zapomnij'],
};

/** What an override throws away: the AI's instructions, not "this warning" or "the previous step". */
const instructionNoun: Words = {
  any: ['system (?:prompt|message|rules?)', 'guardrails?'],
  en: [
    ...['instructions?', 'directions', '(?:your|previous|prior|original|initial|above|earlier|system|first) prompts?'],
    ...['directives?', 'guidelines?', 'guidance', 'programming', 'content polic(?:y|ies)'],
    'safety (?:rules|checks?|guidelines|polic(?:y|ies)|filters?)',
  ],
  de: ['anweisungen', 'instruktionen', 'systemanweisungen', 'systemprompt', 'vorgaben', 'richtlinien'],
  fr: ['instructions?', 'consignes', 'directives'],
  es: ['instrucciones', 'indicaciones', 'directrices'],
  pt: ['instruções', 'instrucoes', 'orientações', 'diretrizes'],
  it: ['istruzioni', 'indicazioni', 'direttive'],
  ru: ['инструкци\\S{0,60}', 'указани\\S{0,60}', 'промпт\\S{0,60}'],
  nl: ['instructies', 'opdrachten'],
  pl: ['instrukcje', 'polecenia'],
};

/** Rules and restrictions: an override object only when they are the AI's ("your rules", "system rules"). */
const ruleNoun: Words = {
  en: ['rules?', 'restrictions?', 'constraints?', 'polic(?:y|ies)', 'context', 'conversation', 'task you were given'],
  de: ['regeln'],
  fr: ['règles'],
  es: ['reglas'],
  pt: ['regras'],
  it: ['regole'],
  ru: ['правил\\S{0,60}', 'ограничени\\S{0,60}'],
  nl: ['regels'],
  pl: ['zasady'],
};

/** Files that hold secrets: key files, credential stores, `.env`. */
const SECRET_FILES = [
  '(?<![\\w.])\\.env(?![\\w.])',
  ...['~?/?\\.ssh\\S{0,60}', 'id_(?:rsa|ed25519|ecdsa)\\S{0,60}', '~?/?\\.aws\\S{0,60}', '\\.npmrc', '\\.netrc'],
  ...['\\.git-credentials', '\\.kube/config', '/etc/(?:passwd|shadow)'],
];
const TOKEN_VARIABLE = '\\w{1,40}_(?:token|key|secret|password|pat)\\b';

/** Secrets an attacker wants out: key files, credential stores, environment dumps, "all the tokens". */
const secretStrong: Words = {
  any: [...SECRET_FILES, TOKEN_VARIABLE],
  en: [
    'env(?:ironment)? variables',
    '(?:all|any|every|the) (?:\\S{1,60} )?(?:secrets|tokens|credentials|api keys|passwords|keys)',
    ...['private keys?', 'ssh keys?', 'credentials?(?:\\.json|\\.ya?ml| file)', '(?:personal|user|customer) data'],
    ...['(?:database|db) (?:dump|backup)s?', 'contents? of \\S{1,60}'],
  ],
};

/** Secrets and where they live. */
const secretNoun: Words = {
  any: [...SECRET_FILES, TOKEN_VARIABLE, 'tokens?', 'api[- ]?keys?', '169\\.254\\.169\\.254\\S{0,60}'],
  en: [
    ...['secrets?', 'credentials?', 'access keys?', 'private keys?', 'ssh keys?', 'deploy keys?', 'passwords?'],
    ...['passphrases?', 'seed phrases?', 'recovery phrases?', 'mnemonics?', 'wallet seed', 'oauth client secret'],
    ...['(?:database|db) (?:dump|backup)s?', '(?:personal|user|customer) data', 'env(?:ironment)? variables?'],
  ],
  de: ['schlüssel\\S{0,60}', 'passwort\\S{0,60}', 'zugangsdaten'],
  fr: ['clés? (?:api|d.accès|privées?)', 'jetons?', 'mots? de passe', 'identifiants'],
  es: ['credenciales', 'contraseñas?', 'claves?(?: de api)?'],
  pt: ['senhas?', 'credenciais', 'chaves?(?: de api)?'],
  it: ['credenziali', 'chiavi(?: api)?', 'passwords?'],
  nl: ['wachtwoord'],
  ru: ['токен\\S{0,60}', 'парол\\S{0,60}', 'ключ\\S{0,60}', 'учетн\\S{1,60} данн\\S{1,60}'],
  zh: ['密钥', '令牌', '密码', '凭据', '环境变量'],
  ja: ['apiキー', 'キー', 'パスワード', 'トークン', '認証情報'],
  ko: ['환경 변수'],
};

/** Verbs that move data out. */
const sendVerb: Words = {
  en: [
    ...['send', 'post', 'upload', 'forward', 'email', 'e-mail', 'transmit', 'exfiltrate', 'leak', 'paste', 'append'],
    ...['include', 'encode', 'put', 'publish', 'commit', 'write', 'submit', 'copy'],
  ],
  de: ['sende\\w*', 'schick\\w*', 'lade'],
  fr: ['envoie\\w*', 'envoyer'],
  es: ['envía\\w*', 'enviar', 'publica\\w*'],
  pt: ['envie\\w*', 'enviar', 'publica\\w*'],
  it: ['invia\\w*'],
  nl: ['stuur'],
  pl: ['wyślij'],
  ru: ['отправ\\S{0,60}', 'перешли\\S{0,60}'],
  zh: ['发送', '写入', '写进', '贴到', '上传', '发到'],
  ja: ['送信', 'アップロード'],
  ko: ['보내'],
};

/** Verbs that show a secret to whoever reads the answer. */
const showVerb: Words = {
  en: [
    ...['print', 'output', 'show', 'display', 'reveal', 'disclose', 'dump', 'list', 'read', 'cat', 'provide'],
    ...['give me', '(?:answer|reply|respond)(?: only)? with', 'tell me'],
  ],
  de: ['gib', 'zeige?'],
  fr: ['affiche\\w*', 'montre\\w*', 'révèle\\w*'],
  es: ['muestra\\w*', 'revela\\w*'],
  pt: ['mostr\\w{1,40}', 'revele\\w*', 'revela\\w*'],
  it: ['rivela\\w*', 'mostr\\w{1,40}'],
  nl: ['toon'],
  ru: ['покаж\\S{0,60}', 'выведи', 'раскрой'],
  zh: ['输出', '显示', '表示'],
  ja: ['表示', '出力'],
};

/** Where sent data goes: a preposition, then a URL, an e-mail address or a public place. */
const toward: Words = {
  en: ['to', 'at', 'into'],
  de: ['an'],
  fr: ['à'],
  es: ['a', 'para'],
  pt: ['a', 'para'],
  it: ['a'],
  nl: ['naar'],
  pl: ['na'],
  ru: ['на'],
  zh: ['到'],
  ja: ['に'],
};
const destination: Words = {
  any: ['https?://\\S{1,60}', '\\S{1,60}@\\S{1,60}\\.\\w{1,40}'],
  en: ['(?:a |the )?(?:public )?(?:gist|pastebin|webhook|issue comment|comment)'],
};

/** Negations that void a match just before it ("never paste your key into an issue"). */
const negation: Words = {
  en: ['not', 'never', "n't"],
  de: ['nicht', 'niemals', 'nie'],
  fr: ['jamais', 'non'],
  es: ['nunca'],
  pt: ['não', 'nunca'],
  it: ['non', 'mai'],
  pl: ['nie'],
  ru: ['не', 'никогда'],
};
/** The same in scripts without spaces: they count anywhere in the sentence. */
const negationUnspaced: Words = { zh: ['不要', '别'] };

/** Every slot a rule may name. */
export const LEXICON = {
  aiNoun,
  article,
  overrideVerb,
  instructionNoun,
  ruleNoun,
  secretStrong,
  secretNoun,
  sendVerb,
  showVerb,
  toward,
  destination,
  negation,
  negationUnspaced,
} satisfies Record<string, Words>;
