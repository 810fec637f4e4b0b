import type { ToolHandler } from '../../src/define.js';
import type { lazyInput, lazyOutput } from '../lazy-tools.test.js';

/** The handler module a lazy tool loads on its first call. */
export const handler: ToolHandler<typeof lazyInput, typeof lazyOutput, { greeting: string }> = ({ name }, deps) => ({
  text: `${deps.greeting}, ${name}`,
});
