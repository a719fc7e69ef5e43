import { describe, expect, it } from 'vitest';
import { takenAddress } from './addresses';

const project = (id: string, slug: string, old: string[] = []) => ({
  id,
  data: { title: id, slug, old_slugs: old },
});

describe('takenAddress', () => {
  it('finds an address the backup gives one project that another holds now, current or earlier', () => {
    expect(takenAddress([project('a', 'churn')], [project('b', 'churn')])).toEqual({
      address: 'churn',
      project: 'a',
      holder: 'b',
    });
    expect(takenAddress([project('a', 'churn')], [project('b', 'churn-v2', ['churn'])])).toEqual({
      address: 'churn',
      project: 'a',
      holder: 'b',
    });
  });

  it('lets a project keep its own addresses, and free ones be taken', () => {
    expect(takenAddress([project('a', 'churn', ['old'])], [project('a', 'renamed', ['churn'])])).toBeNull();
    expect(takenAddress([project('a', 'churn')], [project('b', 'forecast')])).toBeNull();
  });
});
