import { describe, expect, it } from 'vitest';
import { isInAppPath, resultPath } from './result-path';

describe('resultPath', () => {
  it("gives the app's path of a prerendered file, as Hosting's clean URLs serve it", () => {
    expect(resultPath('/notes/gradient-boosting.html')).toBe('/notes/gradient-boosting');
    expect(resultPath('/about/index.html')).toBe('/about');
    expect(resultPath('/index.html')).toBe('/');
    expect(resultPath('/projects/churn/')).toBe('/projects/churn');
    expect(resultPath('/projects/churn')).toBe('/projects/churn');
    expect(resultPath('/notes/a.html#training')).toBe('/notes/a#training');
  });

  it('leaves the URL of another site alone, and only opens paths of this one in the app', () => {
    expect(resultPath('https://example.org/a.html')).toBe('https://example.org/a.html');
    expect(isInAppPath('/notes/a')).toBe(true);
    expect(isInAppPath('//evil.example/a')).toBe(false);
    expect(isInAppPath('https://example.org/a')).toBe(false);
  });
});
