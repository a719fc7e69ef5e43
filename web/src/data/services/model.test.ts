import { describe, expect, it } from 'vitest';
import { serviceCodec } from './model';

describe('service codec', () => {
  it('reads the stored section, and a service stored without one in the first section', () => {
    expect(serviceCodec.fromFirestore('s', { title: 'Apps', category: 'android' }).category).toBe('android');
    expect(serviceCodec.fromFirestore('s', { title: 'Old' }).category).toBe('data');
    expect(serviceCodec.fromFirestore('s', { title: 'Odd', category: 'web' }).category).toBe('data');
  });

  it('writes every field the rules require, trimmed', () => {
    expect(
      serviceCodec.toDoc({
        title: ' ETL ',
        description: ' Pipelines ',
        icon: 'database',
        category: 'data',
        order_index: 3,
      }),
    ).toEqual({ title: 'ETL', description: 'Pipelines', icon: 'database', category: 'data', order_index: 3 });
  });
});
