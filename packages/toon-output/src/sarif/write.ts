import { FINGERPRINT_KEY, findingFingerprint, joinUri } from './fingerprint.js';
import type { Finding, SarifRule, SarifTool, ToolNotification } from './types.js';

/** The SARIF 2.1.0 log {@link toSarif} writes (the parts it uses). */
export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}
/** One run: one tool over one tree. */
export interface SarifRun {
  tool: { driver: Record<string, unknown> };
  results: Record<string, unknown>[];
  invocations: Record<string, unknown>[];
  columnKind: 'utf16CodeUnits';
  originalUriBaseIds?: Record<string, unknown>;
  properties?: Record<string, unknown>;
}

/** Options of {@link toSarif}. */
export interface ToSarifOptions {
  tool: SarifTool;
  rules: readonly SarifRule[];
  /** The analysed root's place in the repository (`contracts`), so URIs are relative to the repository root. @default '' */
  uriPrefix?: string;
  /** Files the tool refused or could not read, as tool execution notifications. */
  notifications?: readonly ToolNotification[];
  /** Set when a baseline was applied: results are marked `new`, and this many were left out as already known. */
  baseline?: { unchanged: number };
}

const SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const SRCROOT = '%SRCROOT%';

const location = (uri: string, region?: Record<string, number>) => ({
  physicalLocation: { artifactLocation: { uri, uriBaseId: SRCROOT }, ...(region ? { region } : {}) },
});

function ruleOf(r: SarifRule) {
  const properties: Record<string, unknown> = { tags: [...(r.tags ?? [])] };
  if (r.securitySeverity !== undefined) properties['security-severity'] = r.securitySeverity.toFixed(1);
  return {
    id: r.id,
    name: r.name,
    shortDescription: { text: r.short },
    fullDescription: { text: r.full },
    help: { text: r.help, markdown: r.help },
    defaultConfiguration: { level: r.level },
    properties,
  };
}

/** Builds a SARIF 2.1.0 log from findings and the rules they come under (rules with no result are still listed). */
export function toSarif(findings: readonly Finding[], opts: ToSarifOptions): SarifLog {
  const prefix = opts.uriPrefix ?? '';
  const index = new Map(opts.rules.map((r, i) => [r.id, i]));
  const results = findings.map((f) => {
    const ruleIndex = index.get(f.ruleId);
    if (ruleIndex === undefined) throw new Error(`finding of unknown rule "${f.ruleId}"`);
    const { startLine, startColumn, endLine, endColumn } = f.region;
    const region = {
      startLine,
      ...(startColumn ? { startColumn } : {}),
      endLine: endLine ?? startLine,
      ...(endColumn ? { endColumn } : {}),
    };
    return {
      ruleId: f.ruleId,
      ruleIndex,
      level: f.level ?? opts.rules[ruleIndex]!.level,
      message: { text: f.message },
      locations: [
        {
          ...location(joinUri(prefix, f.file), region),
          ...(f.logicalName ? { logicalLocations: [{ fullyQualifiedName: f.logicalName, kind: 'function' }] } : {}),
        },
      ],
      partialFingerprints: { [FINGERPRINT_KEY]: findingFingerprint(f, prefix) },
      ...(opts.baseline ? { baselineState: 'new' } : {}),
    };
  });
  const notifications = (opts.notifications ?? []).map((n) => ({
    level: n.level,
    message: { text: n.message },
    ...(n.file ? { locations: [location(joinUri(prefix, n.file), n.line ? { startLine: n.line } : undefined)] } : {}),
  }));
  return {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: opts.tool.name,
            version: opts.tool.version,
            semanticVersion: opts.tool.version,
            ...(opts.tool.informationUri ? { informationUri: opts.tool.informationUri } : {}),
            rules: opts.rules.map(ruleOf),
          },
        },
        results,
        invocations: [
          { executionSuccessful: true, ...(notifications.length ? { toolExecutionNotifications: notifications } : {}) },
        ],
        columnKind: 'utf16CodeUnits',
        ...(opts.baseline ? { properties: { baselineUnchanged: opts.baseline.unchanged } } : {}),
      },
    ],
  };
}
