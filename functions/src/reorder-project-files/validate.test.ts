import { describe, expect, it } from 'vitest';
import { REORDER_MAX_UPDATES } from '@portfolio/model/limits';
import { parseReorderBody } from './validate';

const many = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, order_index: i }));

describe('parseReorderBody', () => {
  it('accepts a list of {id, order_index} and returns it', () => {
    expect(
      parseReorderBody({
        updates: [
          { id: 'a', order_index: 0 },
          { id: 'b', order_index: 7 },
        ],
      }),
    ).toEqual([
      { id: 'a', order_index: 0 },
      { id: 'b', order_index: 7 },
    ]);
  });

  it(`accepts exactly ${REORDER_MAX_UPDATES} entries and refuses one more`, () => {
    expect(parseReorderBody({ updates: many(REORDER_MAX_UPDATES) })).toHaveLength(REORDER_MAX_UPDATES);
    expect(() => parseReorderBody({ updates: many(REORDER_MAX_UPDATES + 1) })).toThrow(
      `updates has ${REORDER_MAX_UPDATES + 1} entries; at most ${REORDER_MAX_UPDATES}`,
    );
  });

  it.each([
    ['no body', undefined, 'The body must be {updates'],
    ['a list as body', [{ id: 'a', order_index: 0 }], 'The body must be {updates'],
    ['updates not a list', { updates: { id: 'a', order_index: 0 } }, 'The body must be {updates'],
    [
      'an extra body field',
      { updates: [{ id: 'a', order_index: 0 }], project: 'p' },
      'Unexpected field(s) in the body: project',
    ],
    ['an empty list', { updates: [] }, 'updates is empty'],
    ['an entry that is not an object', { updates: ['a'] }, 'updates[0] must be an object'],
    [
      'an extra entry field',
      { updates: [{ id: 'a', order_index: 0, name: 'x' }] },
      'updates[0] has unexpected field(s): name',
    ],
    ['a missing id', { updates: [{ order_index: 0 }] }, 'updates[0].id must be a document id'],
    ['an empty id', { updates: [{ id: '', order_index: 0 }] }, 'updates[0].id must be a document id'],
    [
      'an id with a slash',
      { updates: [{ id: 'projects/x', order_index: 0 }] },
      'updates[0].id must be a document id',
    ],
    ['a numeric id', { updates: [{ id: 3, order_index: 0 }] }, 'updates[0].id must be a document id'],
    [
      'a missing order_index',
      { updates: [{ id: 'a' }] },
      'updates[0].order_index must be a whole number >= 0',
    ],
    [
      'a negative order_index',
      { updates: [{ id: 'a', order_index: -1 }] },
      'updates[0].order_index must be a whole number >= 0, got -1',
    ],
    ['a fractional order_index', { updates: [{ id: 'a', order_index: 1.5 }] }, 'got 1.5'],
    ['a text order_index', { updates: [{ id: 'a', order_index: '2' }] }, 'got "2"'],
    ['an unsafe order_index', { updates: [{ id: 'a', order_index: 2 ** 53 }] }, 'must be a whole number'],
    [
      'a duplicate id',
      {
        updates: [
          { id: 'a', order_index: 0 },
          { id: 'b', order_index: 1 },
          { id: 'a', order_index: 2 },
        ],
      },
      'The id "a" appears more than once',
    ],
  ])('refuses %s with a message saying what is wrong', (_, body, message) => {
    expect(() => parseReorderBody(body)).toThrow(message);
  });

  it('names the position of the bad entry', () => {
    expect(() => parseReorderBody({ updates: [...many(3), { id: 'x', order_index: -2 }] })).toThrow(
      'updates[3].order_index',
    );
  });
});
