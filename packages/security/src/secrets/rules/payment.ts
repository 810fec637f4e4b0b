import type { SecretRule } from '../types.js';
import { assigned, hex, token, uuid } from './pattern.js';

/** Payment, commerce and fintech APIs. */
export const paymentRules = (): readonly SecretRule[] => [
  {
    id: 'stripe-secret-key',
    description: 'Stripe secret key (live or test)',
    regex: token('sk_(?:live|test)_', '[A-Za-z0-9]{24,247}'),
    keywords: ['sk_live_', 'sk_test_'],
    entropy: 3.5,
  },
  {
    id: 'stripe-restricted-key',
    description: 'Stripe restricted key',
    regex: token('rk_(?:live|test)_', '[A-Za-z0-9]{24,247}'),
    keywords: ['rk_live_', 'rk_test_'],
    entropy: 3.5,
  },
  {
    id: 'stripe-webhook-secret',
    description: 'Stripe webhook signing secret',
    regex: token('whsec_', '[A-Za-z0-9+/]{32,}={0,2}'),
    keywords: ['whsec_'],
    entropy: 3.5,
  },
  {
    id: 'braintree-access-token',
    description: 'PayPal Braintree access token',
    regex: /access_token\$(?:production|sandbox)\$[a-z0-9]{16}\$[a-f0-9]{32}/,
    keywords: ['access_token$'],
  },
  {
    id: 'square-token',
    description: 'Square legacy access token or OAuth application secret',
    regex: /(?<![\w-])(?:sq0atp-[A-Za-z0-9_-]{22}|sq0csp-[A-Za-z0-9_-]{43})(?![\w-])/,
    keywords: ['sq0atp-', 'sq0csp-'],
    entropy: 3.5,
  },
  {
    id: 'square-access-token',
    description: 'Square access token (EAAA…)',
    // Literal first and no keyword: "eaaa" occurs on every line of a base64 source map.
    regex: /EAAA(?<![\w-]EAAA)[A-Za-z0-9_-]{60}(?![\w-])/,
    entropy: 3.5,
  },
  {
    id: 'plaid-access-token',
    description: 'Plaid access token',
    regex: token('access-(?:sandbox|development|production)-', uuid),
    keywords: ['access-sandbox-', 'access-development-', 'access-production-'],
  },
  {
    id: 'flutterwave-secret-key',
    description: 'Flutterwave secret or encryption key',
    regex: token('FLWSECK(?:_TEST)?-', '[a-h0-9]{32}-X'),
    keywords: ['flwseck'],
  },
  {
    id: 'shippo-api-token',
    description: 'Shippo API token',
    regex: token('shippo_(?:live|test)_', hex(40)),
    keywords: ['shippo_'],
  },
  {
    id: 'easypost-api-key',
    description: 'EasyPost production or test API key',
    regex: token('EZ[AT]K', '[A-Za-z0-9]{54}'),
    keywords: ['ezak', 'eztk'],
    entropy: 3.5,
  },
  {
    id: 'duffel-api-token',
    description: 'Duffel API token',
    regex: token('duffel_(?:test|live)_', '[A-Za-z0-9_=-]{43}'),
    keywords: ['duffel_'],
    entropy: 3.5,
  },
  {
    id: 'shopify-token',
    description: 'Shopify access, custom-app, partner or shared secret',
    regex: token('shp(?:at|ca|pa|ss)_', '[a-fA-F0-9]{32}'),
    keywords: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
  },
  {
    id: 'coinbase-api-secret',
    description: 'Coinbase / exchange API secret next to the word coinbase',
    regex: assigned('coinbase', '[A-Za-z0-9+/_-]{32,88}={0,2}'),
    keywords: ['coinbase'],
    entropy: 4,
  },
];
