import { describe, expect, it } from 'vitest';
import { feedLinkTags, feedTitle, tagName } from './feed-links';

describe('feedLinkTags', () => {
  it("announces the site's RSS, Atom and JSON feeds by their media types", () => {
    expect(feedLinkTags('Alex Morgan')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="Alex Morgan — Notes (RSS)" href="/feed.xml">',
      '<link rel="alternate" type="application/atom+xml" title="Alex Morgan — Notes (Atom)" href="/atom.xml">',
      '<link rel="alternate" type="application/feed+json" title="Alex Morgan — Notes (JSON Feed)" href="/feed.json">',
    ]);
  });

  it("adds a tag's own feeds on its page, its name escaped", () => {
    const links = feedLinkTags('A "B" <C>', { address: 'cpp', name: 'C++' });
    expect(links).toHaveLength(6);
    expect(links[0]).toContain('title="A &quot;B&quot; &lt;C> — Notes (RSS)"');
    expect(links[3]).toBe(
      '<link rel="alternate" type="application/rss+xml" title="A &quot;B&quot; &lt;C> — Notes tagged “C++” (RSS)" href="/notes/tags/cpp/feed.xml">',
    );
    expect(links[5]).toContain('href="/notes/tags/cpp/feed.json"');
  });
});

describe('feedTitle and tagName', () => {
  it('names the owner when known, and the tag as its notes spell it', () => {
    expect(feedTitle('')).toBe('Notes');
    expect(feedTitle('Alex', 'Time series')).toBe('Alex — Notes tagged “Time series”');
    expect(tagName('time-series', [{ tags: ['R'] }, { tags: ['Time series', 'time-series'] }])).toBe(
      'Time series',
    );
    expect(tagName('gone', [])).toBe('gone');
  });
});
