import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv-draft-04';
import formatsModule from 'ajv-formats';

interface AjvLike {
  compile(schema: object): ((data: unknown) => boolean) & {
    errors?: { instancePath: string; message?: string }[] | null;
  };
}
// Both are CommonJS with `exports.default`: under NodeNext the default import may be the module object.
const pick = (m: unknown) => (m as { default?: unknown }).default ?? m;
const Ajv = pick(AjvModule) as new (opts: object) => AjvLike;
const addFormats = pick(formatsModule) as (ajv: AjvLike) => void;

/** The OASIS SARIF 2.1.0 schema committed at fixtures/sarif (see SOURCE.md there). */
const SARIF_SCHEMA_PATH = fileURLToPath(new URL('../../../../fixtures/sarif/sarif-schema-2.1.0.json', import.meta.url));

/** A validator for SARIF 2.1.0 logs; returns ajv's errors (empty when the log is valid). */
export function sarifValidator(): (log: unknown) => string[] {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv); // uri, date-time… are checked, not ignored
  const validate = ajv.compile(JSON.parse(readFileSync(SARIF_SCHEMA_PATH, 'utf8')) as object);
  return (log) => (validate(log) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
}
