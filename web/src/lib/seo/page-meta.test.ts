import { describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from '@portfolio/model/routes';
import { headTags, headTagsHtml, profileShareImage, projectShareImage } from './page-meta';
import { absoluteUrl } from './urls';

const SITE = 'https://alex.example.com/';
const profileImage = profileShareImage('Alex Morgan', 'Data Scientist');

const content = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.find((tag) => tag.key === key)?.content;

describe('absoluteUrl', () => {
  it('puts site paths on the site origin once and keeps full URLs', () => {
    expect(absoluteUrl(SITE, '/')).toBe('https://alex.example.com/');
    expect(absoluteUrl(SITE, '/projects/a')).toBe('https://alex.example.com/projects/a');
    expect(absoluteUrl('https://alex.example.com', 'demo/x.webp')).toBe(
      'https://alex.example.com/demo/x.webp',
    );
    const storage = 'https://firebasestorage.googleapis.com/v0/b/p/o/projects%2Fa.png?alt=media';
    expect(absoluteUrl(SITE, storage)).toBe(storage);
  });
});

describe('headTags', () => {
  const tags = headTags(
    {
      title: 'Projects | Portfolio',
      description: 'All of it',
      path: '/projects',
      type: 'website',
      image: profileImage,
    },
    SITE,
    'Alex Morgan',
  );

  it('names one absolute canonical URL for the page and its preview', () => {
    expect(tags.canonical).toBe('https://alex.example.com/projects');
    expect(content(tags, 'og:url')).toBe(tags.canonical);
  });

  it('gives every Open Graph and Twitter property a preview needs, with an absolute image', () => {
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:title')).toBe('Projects | Portfolio');
    expect(content(tags, 'og:description')).toBe('All of it');
    expect(content(tags, 'og:site_name')).toBe('Alex Morgan');
    expect(content(tags, 'og:image')).toBe(`https://alex.example.com${SHARE_IMAGE.path}`);
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('630');
    expect(content(tags, 'og:image:alt')).toBe('Alex Morgan, Data Scientist');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image')).toBe(content(tags, 'og:image'));
    expect(tags.meta.filter((t) => t.key.startsWith('og:')).every((t) => t.attr === 'property')).toBe(true);
    expect(tags.meta.filter((t) => t.key.startsWith('twitter:')).every((t) => t.attr === 'name')).toBe(true);
  });

  it('escapes quotes and markup in the static HTML', () => {
    const html = headTagsHtml(
      headTags(
        {
          title: 'A "quoted" <b>title</b> & more',
          description: '"><script>alert(1)</script>',
          path: '/x',
          type: 'article',
          image: profileImage,
        },
        SITE,
        'Alex',
      ),
    ).join('\n');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"><');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt; &amp; more"');
    expect(html).toContain('<link rel="canonical" href="https://alex.example.com/x">');
  });

  it('asks search engines not to list a page that is not indexable, and names no canonical address', () => {
    const tags = headTags(
      { title: 'Page Not Found', description: 'Gone', path: '/404', type: 'website', image: profileImage },
      SITE,
      'Alex',
    );
    const html = headTagsHtml(tags, false).join('\n');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('canonical');
  });
});

describe('projectShareImage', () => {
  it("uses the project's own image, described by its title", () => {
    expect(
      projectShareImage({ title: 'Churn', image_url: '/demo/projects/churn.webp' }, profileImage),
    ).toEqual({
      url: '/demo/projects/churn.webp',
      width: 600,
      height: 400,
      alt: 'Churn',
    });
  });

  it("falls back to the profile's share image without a usable image", () => {
    for (const image_url of ['', '  ', '#', '/placeholder.svg', 'https://x.test/a.SVG?alt=media']) {
      expect(projectShareImage({ title: 'Churn', image_url }, profileImage)).toBe(profileImage);
    }
  });
});
