import type { InteropClient, InteropResult } from './interop.js';

type Call = { name: string; args: Record<string, unknown> };

/** What to try on a server: a quick call, a call that reports progress, and one that asks the client's model. */
export interface InteropScenario {
  call: Call;
  /** A call that reports progress; it is run once to the end, then again and cancelled at once. */
  progress?: Call;
  /** A call that uses sampling when the client offers it, and falls back when it does not. */
  sample?: Call;
}

/** What a user of that client saw. */
export interface InteropReport {
  protocol: string;
  tools: string[];
  call: InteropResult;
  progress?: { result: InteropResult; seen: number[]; cancelled: boolean; afterCancel: InteropResult };
  sample?: { withSampling: InteropResult; asked: number; withoutSampling: InteropResult };
}

/** Runs a scenario with one client kind: list, call, progress, cancel, sampling with and without support. */
export async function exerciseInterop(kind: InteropClient, scenario: InteropScenario): Promise<InteropReport> {
  let asked = 0;
  const conn = await kind.connect({
    onSample: () => {
      asked++;
      return 'A sampled answer from the test model.';
    },
  });
  try {
    const report: InteropReport = {
      protocol: conn.protocol,
      tools: (await conn.listTools()).map((t) => t.name),
      call: await conn.callTool(scenario.call.name, scenario.call.args),
    };
    if (scenario.progress) {
      const { name, args } = scenario.progress;
      const seen: number[] = [];
      const result = await conn.callTool(name, args, { onprogress: (p) => seen.push(p.progress) });
      const controller = new AbortController();
      const cancelling = conn.callTool(name, args, { signal: controller.signal, onprogress: () => undefined });
      queueMicrotask(() => controller.abort());
      const cancelled = await cancelling.then(
        () => false,
        () => true,
      );
      const afterCancel = await conn.callTool(scenario.call.name, scenario.call.args);
      report.progress = { result, seen, cancelled, afterCancel };
    }
    if (scenario.sample) {
      const withSampling = await conn.callTool(scenario.sample.name, scenario.sample.args);
      const plain = await kind.connect();
      try {
        const withoutSampling = await plain.callTool(scenario.sample.name, scenario.sample.args);
        report.sample = { withSampling, asked, withoutSampling };
      } finally {
        await plain.close();
      }
    }
    return report;
  } finally {
    await conn.close();
  }
}
