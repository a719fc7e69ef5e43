import { describe, expect, it } from 'vitest';
import { isNotebookFile } from './notebook-file';

describe('isNotebookFile', () => {
  it.each([
    [
      { file_type: 'application/x-ipynb+json', name: 'Analysis', file_url: 'https://x/o/abc?alt=media' },
      true,
    ],
    [{ file_type: 'application/octet-stream', name: 'churn.IPYNB', file_url: 'https://x/o/abc' }, true],
    [
      { file_type: 'application/json', name: 'Notes', file_url: 'https://x/o/files%2Fa.ipynb?alt=media' },
      true,
    ],
    [{ file_type: 'application/json', name: 'data.json', file_url: 'https://x/o/a.json?n=.ipynb' }, false],
    [{ file_type: 'application/pdf', name: 'report.pdf', file_url: 'https://x/o/report.pdf' }, false],
  ])('tells a notebook from other files (%o)', (file, expected) => {
    expect(isNotebookFile(file)).toBe(expected);
  });
});
