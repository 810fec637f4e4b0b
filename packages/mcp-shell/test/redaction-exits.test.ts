import { describe, expect, it } from 'vitest';
import { defineResource } from '../src/define.js';
import { exampleTools } from '../example/tools.js';
import { connectInMemory } from '../src/testing.js';

// Issue 15 #9, shell side: resources and sampling requests leave through one redacting exit each.
const token = 'ghp_' + 'Zy9xW8vU7tS6rQ5pO4nM3lK2jI1hG0fE9dC8';
const aws = 'AKIA' + 'IOSFODNN7EXAMPLQ';

describe('every exit of the shell redacts secrets', () => {
  it('redacts a resource text before it reaches the client', async () => {
    const secretNote = defineResource({
      name: 'leaky',
      uri: 'example://leaky',
      mimeType: 'text/plain',
      read: () => ({ text: `token=${token}\naws=${aws}\nplain text stays` }),
    });
    const { client, close } = await connectInMemory({ tools: [], resources: [secretNote], deps: {} });
    const read = await client.readResource({ uri: 'example://leaky' });
    const text = (read.contents[0] as { text: string }).text;
    expect(text).not.toContain(token);
    expect(text).not.toContain(aws);
    expect(text).toContain('plain text stays');
    await close();
  });

  it('redacts a sampling request before the client model sees it', async () => {
    const seen: string[] = [];
    const ask = exampleTools.find((t) => t.name === 'ask')!;
    const { client, close } = await connectInMemory({
      tools: [ask],
      deps: { notes: new Map() },
      onSample: (p) => {
        seen.push(JSON.stringify(p.messages));
        return 'answer';
      },
    });
    await client.callTool({ name: 'ask', arguments: { question: `what is ${token} for?` } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toContain(token);
    expect(seen[0]).toContain('what is');
    await close();
  });
});
