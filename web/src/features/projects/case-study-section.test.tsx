// @isolated: it mocks modules (vi.mock)
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCaseStudy } from '@/data/case-studies/public';
import type { CaseStudy } from '@/data/case-studies/model';
import { usePublicContent } from '@/data/public-content/store';
import { render } from '@/test-utils/render';
import { CaseStudySection } from './case-study-section';
import { DETAIL_TEXT } from './messages';

vi.mock('@/data/case-studies/public', () => ({ fetchCaseStudy: vi.fn() }));

const rendered: CaseStudy = {
  html: '<h2 id="the-data"><a class="heading-anchor" href="#the-data">The data</a></h2><p>Two years of snapshots.</p><h2 id="results"><a class="heading-anchor" href="#results">Results</a></h2><table><tbody><tr><td>0.91</td></tr></tbody></table>',
  toc: [
    { depth: 2, id: 'the-data', text: 'The data' },
    { depth: 2, id: 'results', text: 'Results' },
  ],
  math: true,
  code: false,
};

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.mocked(fetchCaseStudy).mockReset();
});

describe('CaseStudySection', () => {
  it('shows the rendered write-up as it is, with its contents and the math stylesheet', async () => {
    vi.mocked(fetchCaseStudy).mockResolvedValue(rendered);
    render(<CaseStudySection address="p1" />);
    const section = await screen.findByRole('region', { name: DETAIL_TEXT.caseStudy });
    expect(within(section).getByRole('heading', { name: 'Results' })).toBeVisible();
    expect(within(section).getByRole('cell', { name: '0.91' })).toBeVisible();
    const contents = within(section).getByRole('navigation', { name: DETAIL_TEXT.contents });
    expect(within(contents).getByRole('link', { name: 'The data' })).toHaveAttribute('href', '#the-data');
    expect(document.querySelector('link[rel="stylesheet"]')).not.toBeNull();
    expect(fetchCaseStudy).toHaveBeenCalledWith('p1');
  });

  it('loads no math stylesheet for a write-up without math', async () => {
    vi.mocked(fetchCaseStudy).mockResolvedValue({ ...rendered, math: false });
    render(<CaseStudySection address="p1" />);
    await screen.findByRole('region', { name: DETAIL_TEXT.caseStudy });
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('shows nothing when the project has no published write-up', async () => {
    vi.mocked(fetchCaseStudy).mockResolvedValue(null);
    render(<CaseStudySection address="p1" />);
    await vi.waitFor(() => expect(fetchCaseStudy).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: DETAIL_TEXT.caseStudy })).toBeNull();
  });
});
