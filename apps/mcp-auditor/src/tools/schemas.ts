import { z } from 'zod';

/** 1-based line and column. */
export const location = z.object({ line: z.number(), column: z.number() });

const guardKind = z.enum(['owner', 'role', 'allowlist', 'self-only']);

/** Who can call a function: the sender checks that run before or in it. */
export const access = z
  .object({
    guarded: z.boolean().describe('True when some check on the caller runs.'),
    kinds: z.array(z.enum(['owner', 'role', 'allowlist', 'self-only', 'none'])),
    guards: z.array(
      z.object({
        kind: guardKind,
        condition: z.string().describe('The condition as written.'),
        file: z.string(),
        line: z.number(),
        column: z.number(),
        via: z.array(z.string()).describe('Modifier and internal calls leading to the check; empty in the body.'),
      }),
    ),
  })
  .describe(
    'Checks on msg.sender / tx.origin / _msgSender(): modifiers, require and if-revert, through internal calls.',
  );
