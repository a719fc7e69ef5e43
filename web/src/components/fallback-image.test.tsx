import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { FallbackImage } from './fallback-image';

describe('FallbackImage', () => {
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
