// CPU a bench's servers used, read from the kernel's account of this process's exited children (Linux /proc).
import { readFileSync } from 'node:fs';

/** CPU ms of this process's exited, waited-for children (utime + stime of children, 100 ticks a second). */
export function childCpuMs() {
  try {
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return NaN;
  }
}

/** CPU ms the children that exited since `before` (a `childCpuMs()` reading) used, once the kernel has counted them. */
export async function exitedCpuMs(before) {
  for (let i = 0; i < 100 && childCpuMs() === before; i++) await new Promise((r) => setTimeout(r, 10));
  return childCpuMs() - before;
}
