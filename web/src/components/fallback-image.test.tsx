import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_IMAGE } from '@/config/defaults';
import { render } from '@/test-utils/render';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
  it('shows the placeholder when there is no URL', () => {
    render(<FallbackImage src="" alt="Project" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'Project' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('switches to the placeholder when the image fails to load', () => {
    render(<FallbackImage src="/broken.webp" alt="Project" width={600} height={400} />);
    const img = screen.getByRole('img', { name: 'Project' });
    expect(img).toHaveAttribute('src', '/broken.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  describe('an image that failed before the page was hydrated (no onError heard it)', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
    });
    const loaded = (decodes: boolean) => {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      HTMLImageElement.prototype.decode = () =>
        decodes ? Promise.resolve() : Promise.reject(new Error('broken'));
    };

    it('gives way to the placeholder', async () => {
      loaded(false);
      render(<FallbackImage src="/broken.webp" alt="Project" width={600} height={400} />);
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Project' })).toHaveAttribute('src', PLACEHOLDER_IMAGE),
      );
    });

    it('stays when it only lacks a size (an SVG that decodes)', async () => {
      loaded(true);
      render(<FallbackImage src="/logo.svg" alt="Logo" width={600} height={400} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute('src', '/logo.svg');
    });
  });

  it('reserves its size and loads lazily unless it is the above-the-fold image', () => {
    const { rerender } = render(<FallbackImage src="/a.webp" alt="A" width={600} height={400} />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
    rerender(<FallbackImage src="/a.webp" alt="A" width={300} height={300} priority />);
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('loads Storage images with CORS so the service worker can keep them for offline use', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/p.appspot.com/o/projects%2Fa.webp?alt=media&token=t';
    render(<FallbackImage src={url} alt="Churn" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'Churn' })).toHaveAttribute('crossorigin', 'anonymous');
  });

  it('leaves same-origin images as they are', () => {
    render(<FallbackImage src="/demo/projects/churn.webp" alt="Churn" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'Churn' })).not.toHaveAttribute('crossorigin');
  });

  describe('with renditions', () => {
    const url =
      'https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/projects%2Fp-1.jpg?alt=media&token=t';
    const rendition = { width: 4000, height: 3000, avif: [320, 640, 1280], webp: [320, 640] };
    const rendered = () =>
      render(
        <FallbackImage
          src={url}
          alt="Cover"
          width={600}
          height={400}
          rendition={rendition}
          sizes="(min-width: 48em) 50vw, 100vw"
        />,
      );
    const sourcesOf = (container: HTMLElement) =>
      [...container.querySelectorAll('picture > source')].map((s) => ({
        type: s.getAttribute('type'),
        srcset: s.getAttribute('srcset'),
        sizes: s.getAttribute('sizes'),
      }));
    const at = (path: string) =>
      `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media`;

    it('is a <picture> offering AVIF, then WebP, by width, with the original as the fallback', () => {
      const { container } = rendered();
      expect(sourcesOf(container)).toEqual([
        {
          type: 'image/avif',
          srcset: [320, 640, 1280]
            .map((w) => `${at(`renditions/projects/p-1.jpg/${w}w.avif`)} ${w}w`)
            .join(', '),
          sizes: '(min-width: 48em) 50vw, 100vw',
        },
        {
          type: 'image/webp',
          srcset: [320, 640].map((w) => `${at(`renditions/projects/p-1.jpg/${w}w.webp`)} ${w}w`).join(', '),
          sizes: '(min-width: 48em) 50vw, 100vw',
        },
      ]);
      const img = screen.getByRole('img', { name: 'Cover' });
      expect(img.parentElement?.tagName).toBe('PICTURE');
      expect(img).toHaveAttribute('src', url);
      expect(img).toHaveAttribute('width', '600');
      expect(img).toHaveAttribute('loading', 'lazy');
    });

    it('falls back to the original when a rendition fails, then to the placeholder', () => {
      const { container } = rendered();
      fireEvent.error(screen.getByRole('img', { name: 'Cover' }));
      expect(container.querySelector('picture')).toBeNull();
      const img = screen.getByRole('img', { name: 'Cover' });
      expect(img).toHaveAttribute('src', url);
      fireEvent.error(img);
      expect(screen.getByRole('img', { name: 'Cover' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    });

    it('is a plain image when the URL is not an upload (a demo path)', () => {
      const { container } = render(
        <FallbackImage src="/demo/a.png" alt="A" width={600} height={400} rendition={rendition} />,
      );
      expect(container.querySelector('picture')).toBeNull();
    });
  });
});
