import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCv, type CvContent } from '@portfolio/model/cv';
import { render } from '@/test-utils/render';
import { CvDocument } from './cv-document';
import { CV_TEXT } from './messages';

function content(publications: CvContent['publications']): CvContent {
  return {
    siteUrl: 'https://alex.example.com',
    personal: { name: 'Alex Morgan', email: 'alex@example.com' },
    experience: [],
    education: [],
    certifications: [],
    skills: [],
    projects: [],
    publications,
    settings: null,
  };
}

const survival: CvContent['publications'][number] = {
  id: 'pub-survival',
  title: 'Survival Models for Churn <script>',
  authors: ['Priya Raman', 'Alex Morgan', 'Tomás Herrera'],
  owner_author: 1,
  more_authors: true,
  type: 'conference',
  venue: 'KDD 2023',
  year: 2023,
  doi: '10.5555/3580305.3599871',
  arxiv_id: '2305.01234',
  selected: true,
  order_index: 0,
  slug: 'survival-churn',
};

describe('CvDocument publications', () => {
  it('cites each paper: authors with the owner in bold, title to its page, venue, year, DOI, arXiv', () => {
    render(<CvDocument cv={buildCv(content([survival]))} />);
    const section = screen.getByRole('region', { name: CV_TEXT.publications });
    const [item] = within(section).getAllByRole('listitem');
    expect(item).toHaveTextContent(
      'Priya Raman, Alex Morgan, Tomás Herrera et al. Survival Models for Churn <script>. KDD 2023, 2023. ' +
        'doi:10.5555/3580305.3599871 arXiv:2305.01234',
    );
    // The owner alone is emphasised.
    expect([...item!.querySelectorAll('strong')].map((s) => s.textContent)).toEqual(['Alex Morgan']);
    expect(within(item!).getByRole('link', { name: 'Survival Models for Churn <script>' })).toHaveAttribute(
      'href',
      'https://alex.example.com/publications/survival-churn',
    );
    expect(within(item!).getByRole('link', { name: 'doi:10.5555/3580305.3599871' })).toHaveAttribute(
      'href',
      'https://doi.org/10.5555/3580305.3599871',
    );
    expect(within(item!).getByRole('link', { name: 'arXiv:2305.01234' })).toHaveAttribute(
      'href',
      'https://arxiv.org/abs/2305.01234',
    );
  });

  it('has no Publications section when there are no papers', () => {
    render(<CvDocument cv={buildCv(content([]))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: CV_TEXT.publications })).not.toBeInTheDocument();
  });
});
