import { describe, expect, it } from 'vitest';
import { markdownText } from './markdown-text';

describe('markdownText', () => {
  it('keeps the words, code, formulas and image descriptions, not the markup or addresses', () => {
    const text = markdownText(
      [
        '## A *fitted* model',
        'See [the data](https://example.com/data.csv) and $e^x$.',
        '![A loss curve](https://example.com/loss.png)',
        '```python\nfit(x)\n```',
        '<div>raw</div>',
        '| a | b |\n| - | - |\n| c | d |',
      ].join('\n\n'),
    );
    for (const kept of ['A', 'fitted', 'model', 'the data', 'e^x', 'A loss curve', 'fit(x)', 'c', 'd']) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('##');
    expect(text).not.toContain('<div>');
  });
});
