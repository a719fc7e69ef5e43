// @isolated: it mocks modules (vi.mock)
import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { ContactForm } from './contact-form';
import { CONTACT_TEXT, CONTACT_TOASTS } from './messages';
import { storeContactMessage, type StoreResult } from './message-store';

// Full-page renders with Mantine take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('./message-store', () => ({
  storeContactMessage: vi.fn(),
  recordEmailStatus: vi.fn().mockResolvedValue(undefined),
  loadMessageWriter: vi.fn().mockResolvedValue({}),
}));

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean();
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of [
    [/^Your Name/, 'Jane Doe'],
    [/^Your Email/, 'jane@example.com'],
    [/^Subject/, 'Project inquiry'],
    [/^Message/, 'I have a dataset.'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
}

it('blocks the submit while the email service is not ready, keeping the values', async () => {
  const now = vi.spyOn(Date, 'now').mockReturnValue(0);
  const user = userEvent.setup();
  render(<ContactForm service={{ configured: true, ready: false, client: null }} />);
  expect(screen.getByText('Email service is initializing. Please wait a moment.')).toBeInTheDocument();

  await fillValid(user);
  now.mockReturnValue(60_000);
  await user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));

  expect(await screen.findByText(CONTACT_TOASTS.notReady.title)).toBeInTheDocument();
  expect(screen.getByText(CONTACT_TOASTS.notReady.message)).toBeInTheDocument();
  expect(storeContactMessage).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: /^Your Name/ })).toHaveValue('Jane Doe');
});

it('reads Sending... with a spinner and is disabled while busy', async () => {
  const now = vi.spyOn(Date, 'now').mockReturnValue(0);
  let finish: (value: StoreResult) => void = () => {};
  vi.mocked(storeContactMessage).mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const user = userEvent.setup();
  render(<ContactForm service={{ configured: false, ready: true, client: null }} />);
  await fillValid(user);
  now.mockReturnValue(60_000);
  await user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));

  const busy = await screen.findByRole('button', { name: CONTACT_TEXT.sending });
  expect(busy).toBeDisabled();
  expect(busy.querySelector('.mantine-Loader-root')).not.toBeNull();
  finish({ kind: 'saved', id: 'AAAAAAAAAAAAAAAAAAAA', receipt: null });
  expect(await screen.findByRole('button', { name: CONTACT_TEXT.submit })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: /^Your Name/ })).toHaveValue('');
});
