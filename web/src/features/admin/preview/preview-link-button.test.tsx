// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_MESSAGES as m } from '@portfolio/model/preview-links';
import type { PreviewLink } from '@/data/preview-links/model';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { PreviewLinkButton } from './preview-link-button';

const data = vi.hoisted(() => ({
  status: 'draft' as string | null,
  links: [] as PreviewLink[],
  createPreviewLink: vi.fn(),
  revokePreviewLink: vi.fn(),
}));
vi.mock('@/data/preview-links/admin', () => ({
  subscribeStoredStatus: (_c: string, _id: string, on: (s: string | null) => void) => {
    on(data.status);
    return () => {};
  },
  subscribePreviewLinks: (_c: string, _id: string, on: (l: PreviewLink[]) => void) => {
    on(data.links);
    return () => {};
  },
  subscribeLastWrite: (_c: string, _id: string, on: (at: Date | null) => void) => {
    on(new Date('2026-01-01T00:00:00Z'));
    return () => {};
  },
  createPreviewLink: data.createPreviewLink,
  revokePreviewLink: data.revokePreviewLink,
}));

const link = (id: string, revokedAt: Date | null = null): PreviewLink => ({
  id,
  title: 'Draft',
  revision: new Date('2026-01-01T00:00:00Z'),
  createdAt: new Date('2026-01-01T00:00:00Z'),
  expiresAt: new Date(Date.now() + 86_400_000),
  revokedAt,
  by: 'admin@example.com',
});

beforeEach(() => {
  data.status = 'draft';
  data.links = [];
  data.createPreviewLink.mockReset();
  data.revokePreviewLink.mockReset().mockResolvedValue(undefined);
});

describe('PreviewLinkButton', () => {
  it('shows nothing for an unsaved or a published document', () => {
    render(<PreviewLinkButton collection="notes" docId={undefined} />);
    expect(screen.queryByRole('button', { name: m.button })).toBeNull();
    data.status = 'published';
    render(<PreviewLinkButton collection="notes" docId="n1" />);
    expect(screen.queryByRole('button', { name: m.button })).toBeNull();
  });

  it('makes a link for the chosen days and offers it to copy', async () => {
    data.createPreviewLink.mockResolvedValue({
      linkId: 'l1',
      path: '/preview/t',
      url: 'http://127.0.0.1:5000/preview/t',
      expiresAt: '2026-01-03T00:00:00.000Z',
    });
    const user = setupUser();
    render(<PreviewLinkButton collection="notes" docId="n1" />);
    await user.click(screen.getByRole('button', { name: m.button }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    await user.click(within(dialog).getByLabelText(m.days));
    await user.click(await screen.findByRole('option', { name: m.dayOption(7), hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: m.create }));
    expect(data.createPreviewLink).toHaveBeenCalledWith({ collection: 'notes', id: 'n1', days: 7 });
    expect(await within(dialog).findByRole('textbox', { name: m.url })).toHaveValue(
      'http://127.0.0.1:5000/preview/t',
    );
    expect(within(dialog).getByRole('button', { name: m.copy })).toBeVisible();
  });

  it("lists the document's links with their state, and revokes an active one", async () => {
    data.links = [link('active'), link('gone', new Date())];
    const user = setupUser();
    render(<PreviewLinkButton collection="notes" docId="n1" />);
    await user.click(screen.getByRole('button', { name: m.button }));
    const dialog = await screen.findByRole('dialog', { name: m.title });
    expect(within(dialog).getByText(m.states.active)).toBeVisible();
    expect(within(dialog).getByText(m.states.revoked)).toBeVisible();
    const revoke = within(dialog).getAllByRole('button', { name: new RegExp(`^${m.revoke}`) });
    expect(revoke).toHaveLength(1);
    await user.click(revoke[0]!);
    await waitFor(() => expect(data.revokePreviewLink).toHaveBeenCalledWith('active'));
  });
});
