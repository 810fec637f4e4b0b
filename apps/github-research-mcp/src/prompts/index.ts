import { researchPrompt } from './research.js';

/** Prompts the server offers. */
export const prompts = [researchPrompt] as const;

/** One paragraph the client may show the model at initialization. */
export const SERVER_INSTRUCTIONS =
  'Research GitHub code by progressive refinement: search repositories or code broadly, view the structure, read exact lines, then check pull requests. Batch up to 5 queries per call and follow the hints in each result.';
