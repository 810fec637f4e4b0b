import { describe, expect, it } from 'vitest';
import { createLogger, logWritten } from '../src/logger.js';

const token = 'ghp_' + 'Zy9xW8vU7tS6rQ5pO4nM3lK2jI1hG0fE9dC8';

describe('logger', () => {
  it('writes every record redacted and in order, the first ones once the redaction has loaded', async () => {
    const lines: string[] = [];
    const log = createLogger({ name: 't', level: 'debug', write: (l) => lines.push(l) });
    log.info('first', { url: `https://x:${token}@example.com` });
    log.child({ tool: 'a' }).warn('second', { apiKey: 'k-123' });
    log.debug(`third ${token}`);
    await logWritten();
    const records = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((r) => r.msg)).toEqual(['first', 'second', expect.stringMatching(/^third /)]);
    expect(lines.join('')).not.toContain(token);
    expect(records[1]).toMatchObject({ level: 'warn', tool: 'a', apiKey: '[REDACTED]' });
    // Loaded now: a record is written at once.
    log.error('fourth');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ msg: 'fourth', level: 'error' });
  });

  it('writes nothing below its level', async () => {
    const lines: string[] = [];
    const log = createLogger({ name: 't', level: 'warn', write: (l) => lines.push(l) });
    log.info('quiet');
    await logWritten();
    expect(lines).toEqual([]);
  });
});
