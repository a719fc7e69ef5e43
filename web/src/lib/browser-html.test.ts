import { describe, expect, it } from 'vitest';
import { asBrowserWritesIt } from './browser-html';

describe('asBrowserWritesIt', () => {
  it('writes HTML the way the page reads it back, so the same write-up compares equal', () => {
    const fromServer = '<p>a &#x3C; b &#x26; c > d</p><img src="/x.png?a=1&#x26;b=2" alt="x">';
    const onPage = document.createElement('div');
    onPage.innerHTML = fromServer;
    expect(asBrowserWritesIt(fromServer)).toBe(onPage.innerHTML);
    expect(asBrowserWritesIt(fromServer)).toBe(
      '<p>a &lt; b &amp; c &gt; d</p><img src="/x.png?a=1&amp;b=2" alt="x">',
    );
  });
});
