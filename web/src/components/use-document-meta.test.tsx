import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import type { JsonLd } from '@/lib/seo/json-ld';
import { render } from '@/test-utils/render';
import { SiteProfileContext } from './site-profile';
import { useDocumentMeta, type DocumentShare } from './use-document-meta';

function Page({ title, share }: { title: string; share?: DocumentShare }) {
  useDocumentMeta(title, `About ${title}`, share);
  return null;
}

const breadcrumb = (name: string): JsonLd => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ '@type': 'ListItem', position: 1, name }],
});

const head = (selector: string, attr = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attr) ?? null;
const jsonLdTexts = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('useDocumentMeta', () => {
  it('writes the canonical link and preview tags of the page the visitor is on', () => {
    render(
      <SiteProfileContext value={{ name: 'Jo Doe', title: 'Data Scientist' }}>
        <Page title="Projects | Portfolio" />
      </SiteProfileContext>,
      { route: '/projects' },
    );
    expect(document.title).toBe('Projects | Portfolio');
    expect(head('meta[name="description"]')).toBe('About Projects | Portfolio');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${env.siteUrl}/projects`);
    expect(head('meta[property="og:url"]')).toBe(`${env.siteUrl}/projects`);
    expect(head('meta[property="og:site_name"]')).toBe('Jo Doe');
    expect(head('meta[property="og:image"]')).toBe(`${env.siteUrl}/share-image.png`);
    expect(head('meta[property="og:image:alt"]')).toBe('Jo Doe, Data Scientist');
    expect(head('meta[name="twitter:card"]')).toBe('summary_large_image');
    // Updated in place, never duplicated.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("replaces the previous page's JSON-LD, and drops it on a page without any", () => {
    const view = render(<Page title="A" share={{ jsonLd: [breadcrumb('A')] }} />, { route: '/projects/a' });
    expect(jsonLdTexts()).toEqual([JSON.stringify(breadcrumb('A'))]);
    act(() => view.rerender(<Page title="B" share={{ jsonLd: [breadcrumb('B </script>')] }} />));
    expect(jsonLdTexts()).toHaveLength(1);
    expect(JSON.parse(jsonLdTexts()[0]!)).toEqual(breadcrumb('B </script>'));
    expect(jsonLdTexts()[0]).not.toContain('</script>');
    act(() => view.rerender(<Page title="C" />));
    expect(jsonLdTexts()).toEqual([]);
  });

  it("writes a page's own named tags in order, keeps the prerendered ones, and drops them on the next page", () => {
    const named = () =>
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[data-page-meta]')].map((m) => [
        m.name,
        m.content,
      ]);
    // What the prerender wrote for a paper's page.
    document.head.innerHTML =
      '<meta name="citation_title" content="A" data-page-meta><meta name="citation_author" content="Kim" data-page-meta>';
    const prerendered = document.head.querySelector('meta[name="citation_title"]');
    const tags = [
      { name: 'citation_title', content: 'A' },
      { name: 'citation_author', content: 'Kim' },
    ];
    const view = render(<Page title="A" share={{ namedMeta: tags }} />, { route: '/publications/a' });
    expect(named()).toEqual([
      ['citation_title', 'A'],
      ['citation_author', 'Kim'],
    ]);
    expect(document.head.querySelector('meta[name="citation_title"]')).toBe(prerendered);

    const next = [
      { name: 'citation_title', content: 'B "</meta>' },
      { name: 'citation_author', content: 'Zoe' },
      { name: 'citation_author', content: 'Alex' },
    ];
    act(() => view.rerender(<Page title="B" share={{ namedMeta: next }} />));
    expect(named()).toEqual([
      ['citation_title', 'B "</meta>'],
      ['citation_author', 'Zoe'],
      ['citation_author', 'Alex'],
    ]);
    act(() => view.rerender(<Page title="Projects" />));
    expect(named()).toEqual([]);
  });

  it('keeps the prerendered JSON-LD of the page a visit starts on, made from all the content', () => {
    document.head.innerHTML =
      '<script type="application/ld+json" data-page="/about" data-prerendered>{"full":true}</script>';
    render(<Page title="About" share={{ jsonLd: [breadcrumb('partial')] }} />, { route: '/about' });
    expect(jsonLdTexts()).toEqual(['{"full":true}']);
  });

  it('replaces prerendered JSON-LD that belongs to another page', () => {
    document.head.innerHTML =
      '<script type="application/ld+json" data-page="/about" data-prerendered>{"full":true}</script>';
    render(<Page title="Home" share={{ jsonLd: [breadcrumb('home')] }} />, { route: '/' });
    expect(jsonLdTexts()).toEqual([JSON.stringify(breadcrumb('home'))]);
  });

  it('asks search engines not to list a not-found page, and lists the next page again', () => {
    const view = render(<Page title="Not found" share={{ indexable: false }} />, { route: '/nope' });
    expect(head('meta[name="robots"]')).toBe('noindex');
    expect(head('link[rel="canonical"]', 'href')).toBeNull();
    act(() => view.rerender(<Page title="Home" />));
    expect(head('meta[name="robots"]')).toBeNull();
    expect(head('link[rel="canonical"]', 'href')).toBe(`${env.siteUrl}/nope`);
  });
});
