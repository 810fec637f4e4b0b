// Test helpers: real SDK clients of both generations against real servers (in memory, stdio, HTTP).
export { connectHttp, connectInMemory, connectStdio, onResourceUpdated } from './testing/legacy-client.js';
export type { TestClientOptions, TestConnection } from './testing/legacy-client.js';
export { connectModernHttp, connectModernStdio } from './testing/modern-client.js';
export type { ModernTestConnection } from './testing/modern-client.js';
export { startHttpServer } from './testing/spawn-http.js';
export type { HttpServerProcess } from './testing/spawn-http.js';
export { interopClients } from './testing/interop.js';
export { exerciseInterop } from './testing/exercise.js';
export type { InteropReport, InteropScenario } from './testing/exercise.js';
export type { InteropClient, InteropConnection, InteropResult, InteropTarget } from './testing/interop.js';
export { checkResultText, decodeResultText } from './testing/text-check.js';
export { moduleTrace } from './testing/module-trace.js';
export type { ModuleTrace } from './testing/module-trace.js';
export { probeStartup } from './testing/startup-probe.js';
export type { ProbeCall, StartupProbe } from './testing/startup-probe.js';
