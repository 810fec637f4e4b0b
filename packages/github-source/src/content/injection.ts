// Prompt-injection screening lives in @sextant/security (one implementation, shared by every server).
export { detectPromptInjection } from '@sextant/security';
export type { InjectionFinding } from '@sextant/security';
