import { describe, expect, it } from 'vitest';
import { pick } from './pick';

describe('pick', () => {
  it('keeps the named fields and nothing else', () => {
    const entry = { id: 'e1', position: 'Lead', responsibilities: ['a long list'], end_date: null };
    expect(pick(entry, ['id', 'position', 'end_date'])).toEqual({
      id: 'e1',
      position: 'Lead',
      end_date: null,
    });
  });

  it('leaves out a field the value does not have, rather than adding it as undefined', () => {
    const project: { id: string; slug?: string } = { id: 'p1' };
    expect(Object.keys(pick(project, ['id', 'slug']))).toEqual(['id']);
  });
});
