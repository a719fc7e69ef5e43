import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent', () => {
  it('treats equal lists of documents as the same, Dates included', () => {
    const read = () => [
      { id: 'a', tags: ['ml', 'kotlin'], created_at: new Date(1_700_000_000_000), url: null },
    ];
    expect(sameContent(read(), read())).toBe(true);
  });

  it('treats an undefined field as absent, as the JSON embedded in a prerendered page does', () => {
    const fetched = { id: 'a', title: 'Engineer', end_date: undefined };
    const embedded = JSON.parse(JSON.stringify(fetched)) as unknown;
    expect(sameContent(embedded, fetched)).toBe(true);
    expect(sameContent(fetched, embedded)).toBe(true);
    expect(sameContent(embedded, { ...fetched, end_date: new Date(1) })).toBe(false);
  });

  it('notices any change an admin can make', () => {
    const base = { id: 'a', title: 'Churn', tags: ['ml'], featured: true, created_at: new Date(1) };
    expect(sameContent(base, { ...base, title: 'Churn model' })).toBe(false);
    expect(sameContent(base, { ...base, tags: ['ml', 'python'] })).toBe(false);
    expect(sameContent(base, { ...base, featured: false })).toBe(false);
    expect(sameContent(base, { ...base, created_at: new Date(2) })).toBe(false);
    expect(sameContent(base, { ...base, extra: null })).toBe(false);
    expect(sameContent([base], [base, base])).toBe(false);
    expect(sameContent({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameContent(null, {})).toBe(false);
  });
});
