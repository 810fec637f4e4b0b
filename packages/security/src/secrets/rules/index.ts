import type { SecretRule } from '../types.js';
import { aiRules } from './ai.js';
import { cloudRules } from './cloud.js';
import { genericRules } from './generic.js';
import { keyRules } from './keys.js';
import { messagingRules } from './messaging.js';
import { paymentRules } from './payment.js';
import { registryRules } from './registries.js';
import { saasRules } from './saas.js';
import { urlRules } from './urls.js';
import { vcsRules } from './vcs.js';

let rules: readonly SecretRule[] | undefined;

/**
 * Every built-in rule, built on first call (importing the package compiles none). Order is priority when two
 * findings overlap: vendor-specific formats first, then key material and credentials in URLs, then the generic
 * name = value rules.
 */
export function secretRules(): readonly SecretRule[] {
  rules ??= [
    ...vcsRules(),
    ...cloudRules(),
    ...aiRules(),
    ...paymentRules(),
    ...messagingRules(),
    ...registryRules(),
    ...saasRules(),
    ...keyRules(),
    ...urlRules(),
    ...genericRules(),
  ];
  return rules;
}
