import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePagefind, type FakePage } from '@/test-utils/fake-pagefind';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import type { Pagefind, PagefindLoader } from './pagefind';
import { SearchControl } from './search-control';

const PAGES: FakePage[] = [
  {
    url: '/projects/churn-prediction.html',
    title: 'Churn prediction',
    type: 'project',
    excerpt: 'A gradient boosting model that predicts <mark>churn</mark> a month ahead.',
  },
  {
    url: '/notes/churn-metrics.html',
    title: 'Measuring churn',
    type: 'note',
    excerpt:
      'Which <mark>churn</mark> rate to report, and why &lt;script&gt;alert(1)&lt;/script&gt; is text.',
  },
  {
    url: '/publications/survival.html',
    title: 'Survival models for retention',
    type: 'paper',
    excerpt: 'Hazard models of customer retention.',
  },
];

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderControl(loadPagefind: PagefindLoader) {
  const user = setupUser();
  const view = render(
    <>
      <input aria-label="Elsewhere" />
      <SearchControl loadPagefind={loadPagefind} />
      <Where />
    </>,
  );
  return { user, ...view };
}

async function openAndLoad(pages: FakePage[] = PAGES) {
  const index = fakePagefind(pages);
  const load = vi.fn(async () => index.pagefind);
  const view = renderControl(load);
  await view.user.click(screen.getByRole('button', { name: 'Search' }));
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  const input = within(dialog).getByRole('combobox', { name: 'Search the site' });
  await within(dialog).findByText(/Type a word to search/);
  return { ...view, ...index, load, dialog, input };
}

afterEach(() => vi.unstubAllGlobals());

describe('SearchControl', () => {
  it('loads nothing of the index before the dialog opens, then loads it once', async () => {
    const load = vi.fn<PagefindLoader>(async () => fakePagefind(PAGES).pagefind);
    const { user } = renderControl(load);
    const control = screen.getByRole('button', { name: 'Search' });
    expect(control).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K /');
    await user.hover(control);
    await user.tab();
    await user.tab();
    expect(control).toHaveFocus();
    expect(load).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Search' });
    await screen.findByText(/Type a word to search/);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens with Ctrl K (even in a text field) and /, but / in a text field types a slash', async () => {
    const load = vi.fn<PagefindLoader>(async () => fakePagefind(PAGES).pagefind);
    const { user } = renderControl(load);
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    await user.click(elsewhere);
    await user.keyboard('/');
    expect(elsewhere).toHaveValue('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closed, focus is back on the control (the shortcut moved it there).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());

    await user.click(document.body);
    await user.keyboard('/');
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Search the site' })).toHaveFocus());
  });

  it('shows the results of what is typed, the matched words marked, and announces their number', async () => {
    const { user, input, dialog } = await openAndLoad();
    await user.type(input, 'churn');
    const listbox = await within(dialog).findByRole('listbox', { name: 'Results' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('href'))).toEqual([
      '/projects/churn-prediction',
      '/notes/churn-metrics',
    ]);
    const first = within(listbox).getByRole('option', { name: 'Churn prediction' });
    expect(first).toHaveAccessibleDescription(/^Project A gradient boosting model that predicts churn/);
    expect(first.querySelector('mark')).toHaveTextContent('churn');
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 results');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows markup in an excerpt and in the query as text', async () => {
    const { user, input, dialog } = await openAndLoad();
    await user.type(input, 'rate');
    const option = await within(dialog).findByRole('option', { name: 'Measuring churn' });
    expect(option).toHaveTextContent('why <script>alert(1)</script> is text');
    expect(document.querySelector('script')).toBeNull();

    await user.clear(input);
    await user.type(input, '<b>x</b>');
    expect(await within(dialog).findByText('No results for “<b>x</b>”.')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('No results');
  });

  it('narrows to one type, and offers to search all types when that finds nothing', async () => {
    const { user, input, dialog, search } = await openAndLoad();
    // Each type shows how many items it has (for the eye only: its name stays the type's).
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Pages' }).closest('label')).toHaveTextContent(
        'Pages0',
      ),
    );
    expect(within(dialog).getByRole('radio', { name: 'Papers' }).closest('label')).toHaveTextContent(
      'Papers1',
    );
    expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Papers' }));
    await user.type(input, 'churn');
    expect(await within(dialog).findByText('No results for “churn” in Papers.')).toBeInTheDocument();
    expect(search).toHaveBeenLastCalledWith('churn', { filters: { type: 'paper' } });

    await user.click(within(dialog).getByRole('button', { name: 'Search all types' }));
    expect(within(dialog).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(await within(dialog).findAllByRole('option')).toHaveLength(2);

    await user.click(within(dialog).getByRole('radio', { name: 'Notes' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([expect.stringContaining('Measuring churn')]),
    );
    expect(search).toHaveBeenLastCalledWith('churn', { filters: { type: 'note' } });
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const { user, input, dialog } = await openAndLoad();
    await user.type(input, 'churn');
    const options = await within(dialog).findAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    // Past either end, it goes round.
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/notes/churn-metrics');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
  });

  it('closes when a result is clicked, and goes to its page', async () => {
    const { user, input, dialog } = await openAndLoad();
    await user.type(input, 'hazard');
    await user.click(await within(dialog).findByRole('option', { name: 'Survival models for retention' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/publications/survival');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the index cannot load, and loads it again on Try again', async () => {
    const index = fakePagefind(PAGES);
    const load = vi
      .fn<PagefindLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(index.pagefind);
    const { user } = renderControl(load);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Search could not load');
    await user.type(within(dialog).getByRole('combobox', { name: 'Search the site' }), 'churn');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    // What was typed meanwhile is searched as soon as the index is there.
    expect(await within(dialog).findAllByRole('option')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loader while the index loads', async () => {
    const load = vi.fn<PagefindLoader>(() => new Promise<Pagefind>(() => {}));
    const { user } = renderControl(load);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(await within(dialog).findByText('Loading the search index…')).toBeInTheDocument();
  });

  it('never lets a slow answer to an earlier query replace the answer to a later one', async () => {
    const index = fakePagefind(PAGES);
    const slow: Array<() => void> = [];
    const search = index.pagefind.search;
    // The answer for "c" (all three pages) is held back until the one for "churn" has been shown.
    index.pagefind.search = async (query, options) => {
      const answer = await search(query, options);
      if (query === 'c') await new Promise<void>((resolve) => slow.push(resolve));
      return answer;
    };
    const load = vi.fn(async () => index.pagefind);
    const { user } = renderControl(load);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await within(dialog).findByText(/Type a word to search/);
    const input = within(dialog).getByRole('combobox', { name: 'Search the site' });
    await user.type(input, 'c');
    await waitFor(() => expect(slow).toHaveLength(1));
    await user.type(input, 'hurn');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('2 results');
    await act(async () => slow.forEach((resolve) => resolve()));
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 results');
    expect(within(dialog).getAllByRole('option')).toHaveLength(2);
  });

  it('loads the details of five results per query, and five more at each Show more results', async () => {
    const many: FakePage[] = Array.from({ length: 12 }, (_, n) => ({
      url: `/notes/n${n}.html`,
      title: `Note ${n}`,
      type: 'note',
      excerpt: `About <mark>models</mark> ${n}`,
    }));
    const { user, input, dialog, data } = await openAndLoad(many);
    await user.type(input, 'models');
    expect(await within(dialog).findByRole('status')).toHaveTextContent('12 results');
    expect(within(dialog).getAllByRole('option')).toHaveLength(5);
    // "m", "mo", … each searched; no query asked for more than five.
    expect(data.mock.calls.length / 'models'.length).toBeLessThanOrEqual(5);

    await user.click(within(dialog).getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(10));
    expect(input).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Show more results' }));
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(12));
    expect(within(dialog).queryByRole('button', { name: 'Show more results' })).toBeNull();
    expect(within(dialog).getByRole('status')).toHaveTextContent('12 results');

    // A new query starts again at five.
    await user.type(input, ' ');
    await user.clear(input);
    await user.type(input, 'About');
    await waitFor(() => expect(within(dialog).getAllByRole('option')).toHaveLength(5));
  });
});
