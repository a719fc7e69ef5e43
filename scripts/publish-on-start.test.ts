import { describe, expect, it } from 'vitest';
import { startPublishDecision } from './publish-on-start';

describe('startPublishDecision', () => {
  it('publishes a database that was never published (the demo content of a first start)', () => {
    expect(startPublishDecision({ everPublished: false, unpublished: true, pagesGone: false })).toBe(
      'publish',
    );
  });

  it('leaves the pages of the last publish alone when the build did not change', () => {
    expect(startPublishDecision({ everPublished: true, unpublished: true, pagesGone: false })).toBe('leave');
    expect(startPublishDecision({ everPublished: true, unpublished: false, pagesGone: false })).toBe('leave');
  });

  it('republishes after a rebuild wiped the pages, when the last publish was current', () => {
    expect(startPublishDecision({ everPublished: true, unpublished: false, pagesGone: true })).toBe(
      'publish',
    );
  });

  it("never publishes the admin's unpublished changes behind their back", () => {
    expect(startPublishDecision({ everPublished: true, unpublished: true, pagesGone: true })).toBe(
      'ask-admin',
    );
  });
});
