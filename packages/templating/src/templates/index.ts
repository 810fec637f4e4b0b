import { compactContract } from './compact-contract.js';
import { compactDapp } from './compact-dapp.js';
import type { TemplateDefinition } from '../types.js';

/** Templates shipped with the package. */
export const BUILTIN_TEMPLATES: readonly TemplateDefinition[] = [compactDapp, compactContract];
