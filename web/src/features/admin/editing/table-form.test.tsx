import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { historyMessages } from '@/features/admin/history/messages';
import { orderedMessages } from '@/features/admin/ordered/messages';
import { customField, fieldTable, orderField } from './field-table';
import { editingMessages as m } from './messages';
import { TableForm } from './table-form';
import { unsavedStore } from './unsaved-changes';

// A manager that does not exist: the shell works from any field table.
const FIELDS = fieldTable({
  name: { kind: 'short', label: 'Name', required: true },
  venue: { kind: 'short', label: 'Venue', rule: (v: string) => (v.includes('@') ? 'No @ in a venue' : null) },
  notes: { kind: 'long', label: 'Notes' },
  kind: { kind: 'select', label: 'Kind', required: true, props: { data: ['talk', 'paper'] } },
  count: customField({
    label: 'Count',
    empty: 0,
    render: ({ value }) => <output>{`Count ${value}`}</output>,
  }),
  order_index: orderField(),
});
const titles = { addTitle: 'Add Talk', editTitle: 'Edit Talk' };
const talk = { id: 't1', name: 'Graphs', venue: 'PyData', notes: '', kind: 'talk', count: 3, order_index: 2 };

function renderForm(editing: typeof talk | null = null) {
  const onSubmit = vi.fn((_values: unknown) => Promise.resolve());
  const user = setupUser();
  render(
    <TableForm
      fields={FIELDS}
      editing={editing}
      titles={titles}
      history={{ collection: COLLECTIONS.education, name: (item) => item.name }}
      defaultOrder={7}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return { user, onSubmit };
}

afterEach(() => unsavedStore.setState({ forms: {}, pending: null }));

describe('TableForm', { timeout: 30_000 }, () => {
  it('shows each field of the table under its label, and the add mode title and button', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: titles.addTitle })).toBeInTheDocument();
    for (const label of ['Name', 'Venue', 'Notes', orderedMessages.orderLabel]) {
      expect(screen.getByRole('textbox', { name: new RegExp(label) })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Order/ })).toHaveValue('7');
    expect(screen.getByText('Count 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.add })).toBeInTheDocument();
    // Nothing is stored yet, so there is no history to open.
    expect(screen.queryByRole('button', { name: historyMessages.openLabel('Graphs') })).toBeNull();
  });

  it("holds each field to its rule's message and saves nothing until they pass", async () => {
    const { user, onSubmit } = renderForm();
    await user.fill(screen.getByRole('textbox', { name: /Venue/ }), 'me@home');
    await user.click(screen.getByRole('button', { name: m.add }));
    expect(await screen.findByText(m.required('Name'))).toBeInTheDocument();
    expect(screen.getByText(m.required('Kind'))).toBeInTheDocument();
    expect(screen.getByText('No @ in a venue')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('names the changed fields as unsaved, and no others', async () => {
    const { user } = renderForm(talk);
    expect(Object.keys(unsavedStore.getState().forms)).toHaveLength(0);
    await user.fill(screen.getByRole('textbox', { name: /Notes/ }), 'Slides online');
    await waitFor(() =>
      expect(Object.values(unsavedStore.getState().forms)).toEqual([
        { form: titles.editTitle, fields: ['Notes'] },
      ]),
    );
  });

  it('starts from the stored item and submits trimmed text and a whole-number order', async () => {
    const { user, onSubmit } = renderForm(talk);
    expect(screen.getByRole('heading', { name: titles.editTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: historyMessages.openLabel('Graphs') })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.fill(name, '  Graph learning  ');
    const order = screen.getByRole('textbox', { name: /Order/ });
    await user.clear(order);
    await user.fill(order, '5');
    await user.click(screen.getByRole('button', { name: m.saveChanges }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Graph learning',
        venue: 'PyData',
        notes: '',
        kind: 'talk',
        count: 3,
        order_index: 5,
      }),
    );
  });
});
