import { describe, expect, it } from 'vitest';
import { absoluteHtml, absoluteUrl, siteAddress } from './absolute-urls';

const page = 'https://alex.example.com/notes/first-note';

describe('absoluteUrl', () => {
  it('resolves site paths, relative paths and anchors as the page would', () => {
    expect(absoluteUrl('/demo/a.webp', page)).toBe('https://alex.example.com/demo/a.webp');
    expect(absoluteUrl('img/a.png', page)).toBe('https://alex.example.com/notes/img/a.png');
    expect(absoluteUrl('../projects/p1', page)).toBe('https://alex.example.com/projects/p1');
    expect(absoluteUrl('#results', page)).toBe('https://alex.example.com/notes/first-note#results');
    expect(absoluteUrl('//cdn.example.org/x.png', page)).toBe('https://cdn.example.org/x.png');
  });

  it('leaves absolute URLs of any scheme exactly as written', () => {
    for (const url of [
      'https://Other.example.org/a?b=1&c=2',
      'mailto:alex@example.com',
      'data:image/png;base64,AAAA',
    ]) {
      expect(absoluteUrl(url, page)).toBe(url);
    }
  });
});

describe('siteAddress', () => {
  it('puts a site path on the site address, with or without its trailing slash', () => {
    expect(siteAddress('https://alex.example.com/', '/feed.xml')).toBe('https://alex.example.com/feed.xml');
    expect(siteAddress(' https://alex.example.com ', '/notes')).toBe('https://alex.example.com/notes');
  });
});

describe('absoluteHtml', () => {
  it('makes every link, image, source set and poster absolute', () => {
    const html = absoluteHtml(
      [
        '<p><a href="/projects/p1">project</a> <a href="#method">method</a></p>',
        '<picture><source srcset="/a-400.avif 400w, a-800.avif 800w" type="image/avif">',
        '<img src="/a.png" srcset="/a.png 1x, /a@2x.png 2x" alt="A"></picture>',
        '<video src="clip.mp4" poster="/poster.jpg"></video>',
      ].join(''),
      page,
    );
    expect(html).toContain('href="https://alex.example.com/projects/p1"');
    expect(html).toContain('href="https://alex.example.com/notes/first-note#method"');
    expect(html).toContain(
      'srcset="https://alex.example.com/a-400.avif 400w, https://alex.example.com/notes/a-800.avif 800w"',
    );
    expect(html).toContain('src="https://alex.example.com/a.png"');
    expect(html).toContain(
      'srcset="https://alex.example.com/a.png 1x, https://alex.example.com/a@2x.png 2x"',
    );
    expect(html).toContain('src="https://alex.example.com/notes/clip.mp4"');
    expect(html).toContain('poster="https://alex.example.com/poster.jpg"');
    expect(html).not.toMatch(/(?:href|src|poster)="\/|srcset="\/|, \//);
  });

  it('keeps external links, text and markup as they were', () => {
    const source =
      '<p>Read <a href="https://example.org/?a=1&#x26;b=2" rel="nofollow">this</a> &#x3C;now> — 😀</p><pre><code class="language-ts">a &#x3C; b &#x26;&#x26; c</code></pre>';
    expect(absoluteHtml(source, page)).toBe(source);
  });
});
