import type { SecretRule } from '../types.js';
import { assigned, token, uuid } from './pattern.js';

/** Chat, webhooks and e-mail delivery APIs. */
export const messagingRules = (): readonly SecretRule[] => [
  {
    id: 'slack-bot-token',
    description: 'Slack bot token',
    regex: token('xoxb-', '[0-9]{10,13}-[0-9]{10,13}-?[A-Za-z0-9-]{0,40}'),
    keywords: ['xoxb-'],
  },
  {
    id: 'slack-user-token',
    description: 'Slack user, workspace or legacy token',
    regex: token('xox[pearos]-', '[0-9]{10,13}-[0-9]{10,13}[A-Za-z0-9-]{0,80}'),
    keywords: ['xoxp-', 'xoxe-', 'xoxa-', 'xoxr-', 'xoxo-', 'xoxs-'],
  },
  {
    id: 'slack-app-token',
    description: 'Slack app-level token',
    regex: /(?<![\w-])xapp-\d-[A-Z0-9]{9,12}-\d{10,14}-[a-z0-9]{60,70}(?![\w-])/i,
    keywords: ['xapp-'],
  },
  {
    id: 'slack-config-token',
    description: 'Slack configuration access or refresh token',
    regex: /(?<![\w-])xoxe(?:\.xox[bp])?-\d-[A-Z0-9]{140,170}(?![\w-])/i,
    keywords: ['xoxe'],
  },
  {
    id: 'slack-webhook-url',
    description: 'Slack incoming webhook or workflow URL',
    regex: /https?:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9+/]{40,60}/,
    keywords: ['hooks.slack.com'],
    validate: (s) => /\/T[A-Z0-9]{8,}\/|\/[A-Z0-9]{9,}\/[A-Za-z0-9]{20,}/.test(s),
  },
  {
    id: 'discord-webhook-url',
    description: 'Discord webhook URL with its token',
    regex: /https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d{17,20}\/[A-Za-z0-9_-]{60,70}/,
    keywords: ['/api/webhooks/'],
  },
  {
    id: 'discord-bot-token',
    description: 'Discord bot token',
    regex: /(?<![\w-])[MNO][A-Za-z0-9_-]{23,27}\.[A-Za-z0-9_-]{6}\.[A-Za-z0-9_-]{27,40}(?![\w-])/,
    keywords: ['discord'],
    entropy: 4,
  },
  {
    id: 'telegram-bot-token',
    description: 'Telegram Bot API token',
    regex: /(?<![\w:-])\d{8,10}:AA[A-Za-z0-9_-]{33}(?![\w-])/,
    keywords: [':aa'],
  },
  {
    id: 'teams-webhook-url',
    description: 'Microsoft Teams incoming webhook URL',
    regex:
      /https:\/\/[a-z0-9-]+\.webhook\.office\.com\/webhookb2\/[a-f0-9-]{36}@[a-f0-9-]{36}\/IncomingWebhook\/[a-f0-9]{32}\/[a-f0-9-]{36}/,
    keywords: ['webhook.office.com'],
  },
  {
    id: 'twilio-api-key',
    description: 'Twilio API key secret, key SID or auth token next to the word twilio',
    regex: assigned('twilio', '(?:SK[0-9a-f]{32}|[A-Za-z0-9]{32})'),
    keywords: ['twilio'],
    entropy: 3,
  },
  {
    id: 'sendgrid-api-key',
    description: 'SendGrid API key',
    regex: token('SG\\.', '[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43}'),
    keywords: ['sg.'],
  },
  {
    id: 'mailgun-api-key',
    description: 'Mailgun private API key',
    regex: token('key-', '[a-f0-9]{32}'),
    keywords: ['key-'],
    entropy: 3,
  },
  {
    id: 'mailchimp-api-key',
    description: 'Mailchimp API key with its datacenter suffix',
    // Literal first, the key itself captured inside the lookbehind: a leading [a-f0-9]{32} is slow to search.
    regex: /-us\d{1,2}(?<=(?<![\w-])(?<secret>[a-f0-9]{32}-us\d{1,2}))(?![\w-])/,
    entropy: 3,
  },
  {
    id: 'brevo-api-key',
    description: 'Brevo (Sendinblue) API or SMTP key',
    regex: token('xkeysib-|xsmtpsib-', '[a-f0-9]{64}-[A-Za-z0-9]{16}'),
    keywords: ['xkeysib-', 'xsmtpsib-'],
  },
  {
    id: 'resend-api-key',
    description: 'Resend API key',
    regex: token('re_', '[A-Za-z0-9]{8}_[A-Za-z0-9]{24}'),
    keywords: ['re_'],
    entropy: 3.5,
  },
  {
    id: 'postmark-server-token',
    description: 'Postmark server token next to the word postmark',
    regex: assigned('postmark', uuid),
    keywords: ['postmark'],
  },
  {
    id: 'firebase-fcm-server-key',
    description: 'Firebase Cloud Messaging legacy server key',
    regex: /(?<![\w-])AAAA[A-Za-z0-9_-]{7}:APA91b[A-Za-z0-9_-]{130,140}(?![\w-])/,
    keywords: [':apa91b'],
  },
];
