import { describe, expect, it } from 'vitest';
import { createTemplateRegistry } from '../src/registry.js';
import type { TemplateDefinition } from '../src/types.js';

const registry = createTemplateRegistry();

const allTypes: TemplateDefinition = {
  id: 'all-types',
  title: 'Every placeholder type',
  description: 'test',
  tags: ['test'],
  placeholders: [
    { name: 's', type: 'string', description: '' },
    { name: 'id', type: 'identifier', description: '' },
    { name: 'n', type: 'integer', description: '', min: 1, max: 10 },
    { name: 'b', type: 'boolean', description: '' },
    { name: 'e', type: 'enum', description: '', values: ['a', 'b'] },
    { name: 'l', type: 'list', description: '' },
    { name: 'opt', type: 'string', description: '', required: false },
  ],
  files: [
    {
      path: '{{kebabCase id}}.txt',
      content: 's={{s}} id={{id}} n={{n}} b={{b}} e={{e}} l={{#each l}}{{this}};{{/each}} opt=[{{opt}}]',
    },
    { path: 'only-if-b.txt', content: 'yes', when: 'b' },
  ],
};

describe('template registry', () => {
  it('lists the built-in templates with typed placeholders', () => {
    const ids = registry.list().map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining(['compact-dapp', 'compact-contract']));
    expect(registry.list({ tag: 'dapp' }).map((t) => t.id)).toEqual(['compact-dapp']);
    expect(registry.get('compact-dapp').placeholders.find((p) => p.name === 'networkId')).toMatchObject({
      type: 'enum',
      default: 'undeployed',
    });
  });

  it('renders every placeholder type, coercing CLI-style strings', () => {
    const r = createTemplateRegistry({ templates: [allTypes] });
    const out = r.render('all-types', { s: 'x<y>', id: 'MyThing', n: '7', b: 'true', e: 'b', l: 'one, two' });
    expect(out.files).toEqual([
      { path: 'my-thing.txt', content: 's=x<y> id=MyThing n=7 b=true e=b l=one;two; opt=[]' },
      { path: 'only-if-b.txt', content: 'yes' },
    ]);
    expect(r.render('all-types', { s: 'x', id: 'a', n: 1, b: false, e: 'a', l: ['x'] }).files).toHaveLength(1);
  });

  it('reports every missing or invalid value at once with INVALID_PARAMS', () => {
    const r = createTemplateRegistry({ templates: [allTypes] });
    let caught: unknown;
    try {
      r.render('all-types', { id: '9bad', n: 11, b: 'maybe', e: 'c', l: ['ok', 'not ok'], extra: 1 });
    } catch (e) {
      caught = e;
    }
    expect(caught).toMatchObject({ code: 'INVALID_PARAMS' });
    const problems = (
      caught as { extra: { details: { problems: { placeholder: string }[] } } }
    ).extra.details.problems.map((p) => p.placeholder);
    expect(problems.sort()).toEqual(['b', 'e', 'extra', 'id', 'l', 'n', 's']);
  });

  it('renders the Compact DApp skeleton with defaults and options', () => {
    const out = registry.render('compact-dapp', {
      contractName: 'TicketBoard',
      counters: ['sold', 'refunded'],
      initialValue: 2,
      networkId: 'preview',
    });
    const paths = out.files.map((f) => f.path);
    expect(paths).toEqual([
      'ticket-board/contract/src/ticket-board.compact',
      'ticket-board/contract/src/witnesses.ts',
      'ticket-board/contract/src/index.ts',
      'ticket-board/api/src/providers.ts',
      'ticket-board/package.json',
      'ticket-board/README.md',
    ]);
    const compact = out.files[0]!.content;
    expect(compact).toContain('export ledger sold: Counter;');
    expect(compact).toContain('export circuit incrementRefunded(): [] {');
    expect(compact).toContain('  sold.increment(2);');
    expect(compact).toContain('witness localSecretKey(): Bytes<32>;');
    expect(out.files[3]!.content).toContain("setNetworkId('preview')");
    expect(JSON.parse(out.files[4]!.content)).toMatchObject({ name: 'ticket-board', description: 'A Midnight DApp.' });
    const noOwner = registry.render('compact-dapp', { contractName: 'Plain', withOwner: false });
    expect(noOwner.files.map((f) => f.path)).not.toContain('plain/contract/src/witnesses.ts');
    expect(noOwner.files[0]!.content).not.toContain('witness');
  });

  it('answers TEMPLATE_NOT_FOUND with the available ids', () => {
    expect(() => registry.render('nope', {})).toThrow(
      expect.objectContaining({
        code: 'TEMPLATE_NOT_FOUND',
        extra: expect.objectContaining({ hint: expect.stringContaining('compact-dapp') }),
      }),
    );
  });
});
