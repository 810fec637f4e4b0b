/**
 * A lap timer for a search trace: each call reports the milliseconds since the previous one (or since the
 * timer was made) under the stage's name. Without a trace it does nothing and reads no clock.
 */
export function stageTimer(trace?: (stage: string, ms: number) => void): (stage: string) => void {
  if (!trace) return () => undefined;
  let last = performance.now();
  return (stage) => {
    const now = performance.now();
    trace(stage, now - last);
    last = now;
  };
}
