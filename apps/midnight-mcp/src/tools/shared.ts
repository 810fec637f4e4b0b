import { z } from 'zod';

/** Compact source accepted by the analysis tools (up to 1 MB). */
export const codeInput = z.string().min(1).max(1_000_000).describe('Compact source code');
export const codeLimits = { fields: { code: { maxStringLength: 1_000_000 } } };
export const readOnly = { readOnlyHint: true, idempotentHint: true, openWorldHint: false } as const;
export const readOnlyRemote = { readOnlyHint: true, idempotentHint: true, openWorldHint: true } as const;
export const repoInput = z
  .string()
  .regex(/^[\w.-]+\/[\w.-]+$/)
  .optional()
  .describe('owner/name; defaults to the Compact repository');

const position = { line: z.number(), column: z.number() };
export const diagnosticSchema = z.object({ message: z.string(), ...position, severity: z.enum(['error', 'warning']) });
export const findingSchema = z.object({
  id: z.string(),
  severity: z.enum(['high', 'medium', 'low', 'info']),
  message: z.string(),
  rationale: z.string(),
  ...position,
  circuit: z.string().optional(),
});
export const tagSchema = z.object({
  tag: z.string(),
  product: z.string(),
  version: z.string(),
  prerelease: z.boolean(),
});
const located = { line: z.number(), column: z.number(), endLine: z.number() };
export const structureSchema = z.object({
  languageVersion: z.string().nullable(),
  imports: z.array(z.object({ signature: z.string(), ...located })),
  ledger: z.array(
    z.object({ name: z.string(), type: z.string(), exported: z.boolean(), sealed: z.boolean(), ...located }),
  ),
  circuits: z.array(
    z.object({
      name: z.string(),
      signature: z.string(),
      exported: z.boolean().describe('export modifier, or named in an export { … } list'),
      entrypoint: z.boolean().describe("One of the contract's own exports: callable in a transaction"),
      pure: z.boolean(),
      ...located,
    }),
  ),
  witnesses: z.array(z.object({ name: z.string(), signature: z.string(), ...located })),
  types: z.array(z.object({ kind: z.string(), name: z.string(), signature: z.string(), ...located })),
  hasConstructor: z.boolean(),
  entrypoints: z.array(z.string()),
  diagnostics: z.array(diagnosticSchema),
});

/** `code` or a `path` to a .compact file inside the allowed roots: what the analysis tools accept. */
export const sourceInput = {
  code: codeInput.optional(),
  path: z
    .string()
    .min(1)
    .max(1000)
    .optional()
    .describe('Path of a .compact file inside the allowed roots (instead of code)'),
};
