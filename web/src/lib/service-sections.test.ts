import { describe, expect, it } from 'vitest';
import { SERVICE_SECTIONS } from '@/config/services-content';
import { serviceSections } from './service-sections';

const service = (title: string, category: 'data' | 'android', order_index?: number) => ({
  title,
  icon: 'code',
  category,
  ...(order_index === undefined ? {} : { order_index }),
});

describe('serviceSections', () => {
  it('puts data science first and Android second, each by order_index', () => {
    const sections = serviceSections([
      service('Apps', 'android', 1),
      service('Models', 'data', 3),
      service('Charts', 'data', 2),
    ]);
    expect(sections.map((s) => s.title)).toEqual([
      SERVICE_SECTIONS.data.title,
      SERVICE_SECTIONS.android.title,
    ]);
    expect(sections[0]!.services.map((s) => s.title)).toEqual(['Charts', 'Models']);
    expect(sections[1]!.services.map((s) => s.title)).toEqual(['Apps']);
  });

  it('keeps the given order when there is no order_index, and leaves out an empty section', () => {
    const sections = serviceSections([service('B', 'android'), service('A', 'android')]);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ category: 'android', intro: SERVICE_SECTIONS.android.intro });
    expect(sections[0]!.services.map((s) => s.title)).toEqual(['B', 'A']);
  });
});
