import { actionRules } from './actions.js';
import { addressRules } from './address.js';
import { exfiltrateRules } from './exfiltrate.js';
import { markerRules } from './markers.js';
import { overrideRules } from './override.js';
import { personaRules } from './persona.js';
import type { InjectionRule } from './types.js';

/** Every screening rule, grouped by what it looks for. */
export const injectionRules: readonly InjectionRule[] = [
  ...overrideRules,
  ...addressRules,
  ...personaRules,
  ...actionRules,
  ...exfiltrateRules,
  ...markerRules,
];
