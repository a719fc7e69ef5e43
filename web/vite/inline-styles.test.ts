import { describe, expect, it } from 'vitest';
import { INLINE_STYLE_MAX_BYTES, isInlinable } from './inline-styles';

describe('isInlinable', () => {
  it('takes a small stylesheet whose URLs are absolute or data:', () => {
    expect(isInlinable('._card_1{color:red}')).toBe(true);
    expect(
      isInlinable('.a{background:url(/assets/x.svg)} .b{background:url("data:image/svg+xml,%3Csvg%3E")}'),
    ).toBe(true);
  });

  it('leaves a stylesheet with a relative URL linked, where the URL still resolves', () => {
    expect(isInlinable('.a{background:url(./x.svg)}')).toBe(false);
    expect(isInlinable(".a{background:url('x.svg')}")).toBe(false);
  });

  it('leaves a large stylesheet linked, for the browser to cache across pages', () => {
    expect(isInlinable(`.a{content:"${'x'.repeat(INLINE_STYLE_MAX_BYTES)}"}`)).toBe(false);
  });
});
