import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, type BlogPostingInput } from './blog-posting';
import { serializeJsonLd } from './json-ld';

const note: BlogPostingInput = {
  id: 'n1',
  slug: 'calibrating-forecasts',
  title: 'Calibrating forecasts',
  summary: 'Why a forecast that says 70% should come true 70% of the time.',
  tags: ['Forecasting', 'Python'],
  image_url: '/demo/cover.webp',
  published_at: new Date('2026-03-05T09:00:00Z'),
};

describe('blogPostingJsonLd', () => {
  it('describes the note as a BlogPosting by the owner at its current address', () => {
    expect(blogPostingJsonLd('https://alex.example.com/', note, 'Alex Morgan', 4)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Calibrating forecasts',
      name: 'Calibrating forecasts',
      url: 'https://alex.example.com/notes/calibrating-forecasts',
      mainEntityOfPage: 'https://alex.example.com/notes/calibrating-forecasts',
      author: { '@type': 'Person', name: 'Alex Morgan', url: 'https://alex.example.com/' },
      datePublished: '2026-03-05T09:00:00.000Z',
      description: 'Why a forecast that says 70% should come true 70% of the time.',
      image: 'https://alex.example.com/demo/cover.webp',
      keywords: 'Forecasting, Python',
      timeRequired: 'PT4M',
    });
  });

  it('leaves out what the note does not have, and answers at its id without a slug', () => {
    const bare = blogPostingJsonLd(
      'https://alex.example.com',
      { ...note, slug: undefined, summary: ' ', tags: [], image_url: '', published_at: null },
      'Alex Morgan',
    );
    expect(bare.url).toBe('https://alex.example.com/notes/n1');
    for (const key of ['datePublished', 'description', 'image', 'keywords', 'timeRequired']) {
      expect(bare).not.toHaveProperty(key);
    }
  });

  it('cannot end its script block, whatever the title says', () => {
    const hostile = blogPostingJsonLd('https://a.example', { ...note, title: '</script><script>x()' }, 'A');
    expect(serializeJsonLd(hostile)).not.toContain('</script>');
  });
});
