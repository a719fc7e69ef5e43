import { describe, expect, it } from 'vitest';
import { classify } from './classify';

const stored = [{ id: 'paper-1', doi: '10.1145/ABC.1', arxiv_id: '2401.01234v1', cite_key: 'morgan2024' }];
const entry = (fields: Partial<{ doi: string; arxiv_id: string; cite_key: string }>) => ({
  doi: '',
  arxiv_id: '',
  cite_key: 'fresh',
  ...fields,
});

describe('classify', () => {
  it('finds a stored paper by DOI in any letter case, by arXiv id in any version, or by key', () => {
    expect(
      classify(
        [
          entry({ doi: '10.1145/abc.1', cite_key: 'a' }),
          entry({ arxiv_id: '2401.01234v3', cite_key: 'b' }),
          entry({ cite_key: 'morgan2024' }),
          entry({ doi: '10.1/other', arxiv_id: '2402.00001', cite_key: 'c' }),
        ],
        stored,
      ),
    ).toEqual([
      { status: 'duplicate', by: 'doi', of: 'paper-1', inFile: false },
      { status: 'duplicate', by: 'arxiv', of: 'paper-1', inFile: false },
      { status: 'duplicate', by: 'key', of: 'paper-1', inFile: false },
      { status: 'new' },
    ]);
  });

  it('marks a second entry of one file with the same DOI as a duplicate of the first', () => {
    expect(
      classify(
        [entry({ doi: '10.1/x', cite_key: 'first' }), entry({ doi: '10.1/X', cite_key: 'second' })],
        [],
      ),
    ).toEqual([{ status: 'new' }, { status: 'duplicate', by: 'doi', of: 'first', inFile: true }]);
  });
});
