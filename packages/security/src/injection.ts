// @sextant/security/injection: prompt-injection screening of untrusted text (docs pages, repository files).
export { detectPromptInjection, screenText } from './injection/screen.js';
export type { InjectionFinding, ScreenResult } from './injection/screen.js';
export type { HiddenKind } from './injection/hidden.js';
