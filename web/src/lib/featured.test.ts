import { describe, expect, it } from 'vitest';
import { pickHomeProjects } from './featured';

const project = (title: string, day: number, featured = false) => ({
  title,
  featured,
  created_at: new Date(Date.UTC(2024, 0, day)),
});

describe('pickHomeProjects', () => {
  it('shows only featured projects, newest first, up to 3', () => {
    const list = [
      project('a', 1, true),
      project('b', 5),
      project('c', 3, true),
      project('d', 4, true),
      project('e', 2, true),
    ];
    expect(pickHomeProjects(list).map((p) => p.title)).toEqual(['d', 'c', 'e']);
  });

  it('falls back to the 3 newest when none is featured', () => {
    const list = [project('a', 1), project('b', 4), project('c', 3), project('d', 2)];
    expect(pickHomeProjects(list).map((p) => p.title)).toEqual(['b', 'c', 'd']);
  });

  it('keeps a single featured project alone rather than padding with others', () => {
    expect(pickHomeProjects([project('a', 1, true), project('b', 2)]).map((p) => p.title)).toEqual(['a']);
    expect(pickHomeProjects([])).toEqual([]);
  });
});
