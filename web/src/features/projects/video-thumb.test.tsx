import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoThumb } from './video-thumb';
import { stubIntersectionObserver } from '@/test-utils/intersection-observer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VideoThumb', () => {
  it('fetches nothing of the video while its tile is far from the screen', () => {
    const watched = stubIntersectionObserver();
    const { container } = render(<VideoThumb src="/demo/walkthrough.webm" />);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    act(() => watched[0]!.callback([{ isIntersecting: false }]));
    expect(video).toHaveAttribute('preload', 'none');
  });

  it('asks for its first frame once the tile nears the screen, and keeps it', () => {
    const watched = stubIntersectionObserver();
    const { container } = render(<VideoThumb src="/demo/walkthrough.webm" />);
    act(() => watched[0]!.callback([{ isIntersecting: true }]));
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.getAttribute('src')).toBe('/demo/walkthrough.webm#t=0.1');
    expect(video).toHaveAttribute('aria-hidden', 'true');
  });
});
