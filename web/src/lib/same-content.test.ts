import { describe, expect, it } from 'vitest';
import { sameContent } from './same-content';

describe('sameContent', () => {
  it('treats equal lists of documents as the same, Dates included', () => {
    const read = () => [
      { id: 'a', tags: ['ml', 'kotlin'], created_at: new Date(1_700_000_000_000), url: null },
    ];
    expect(sameContent(read(), read())).toBe(true);
  });

  it('notices any change an admin can make', () => {
    const base = { id: 'a', title: 'Churn', tags: ['ml'], featured: true, created_at: new Date(1) };
    expect(sameContent(base, { ...base, title: 'Churn model' })).toBe(false);
    expect(sameContent(base, { ...base, tags: ['ml', 'python'] })).toBe(false);
    expect(sameContent(base, { ...base, featured: false })).toBe(false);
    expect(sameContent(base, { ...base, created_at: new Date(2) })).toBe(false);
    expect(sameContent(base, { ...base, extra: undefined })).toBe(false);
    expect(sameContent([base], [base, base])).toBe(false);
    expect(sameContent({ 0: 'x' }, ['x'])).toBe(false);
    expect(sameContent(null, {})).toBe(false);
  });
});
