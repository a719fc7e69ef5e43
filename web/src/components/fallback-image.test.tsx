import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
