import { afterEach, describe, expect, it } from 'vitest';
import { revealVisible } from './use-scroll-reveal';

function element(top: number): HTMLElement {
  const el = document.createElement('div');
  el.className = 'scroll-animation';
  el.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(el);
  return el;
}

afterEach(() => document.body.replaceChildren());

describe('revealVisible', () => {
  it("marks elements 'animated' once their top is above 90% of the viewport height", () => {
    window.innerHeight = 1000;
    const above = element(899);
    const at = element(900);
    const below = element(1500);
    revealVisible();
    expect(above).toHaveClass('animated');
    expect(at).not.toHaveClass('animated');
    expect(below).not.toHaveClass('animated');

    below.getBoundingClientRect = () => ({ top: 120 }) as DOMRect;
    revealVisible();
    expect(below).toHaveClass('animated');
  });

  it('leaves elements without the scroll-animation class alone', () => {
    const plain = document.createElement('div');
    plain.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
    document.body.append(plain);
    revealVisible();
    expect(plain).not.toHaveClass('animated');
  });
});
