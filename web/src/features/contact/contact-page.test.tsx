// @isolated: it mocks modules (vi.mock)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { render } from '@/test-utils/render';
import { MIN_FILL_MS } from './bot-guard';
import { ContactPage } from './contact-page';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { usePublicContent } from '@/data/public-content/store';
import { CONTACT_DEFAULTS, CONTACT_TEXT, CONTACT_TOASTS, VALIDATION_MESSAGES } from './messages';
import { recordEmailStatus, storeContactMessage } from './message-store';

// The EmailJS configuration is read on every render, so each test sets the one it needs.
const emailjsConfig = vi.hoisted(() => ({ publicKey: '', serviceId: '', templateId: '' }));
const emailjs = vi.hoisted(() => ({ init: vi.fn(), send: vi.fn() }));

vi.mock('@/config/env', async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { ...original, env: { ...original.env, emailjs: emailjsConfig } };
});
vi.mock('@emailjs/browser', () => emailjs);
vi.mock('@/data/personal-info/public', () => ({
  fetchPersonalInfo: vi.fn().mockResolvedValue({
    email: 'owner@example.com',
    phone: '+44 20 7946 0000',
    linkedin: 'https://www.linkedin.com/in/owner-name/',
  }),
}));
// Full-page renders with Mantine take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

vi.mock('./message-store', () => ({
  storeContactMessage: vi.fn(),
  recordEmailStatus: vi.fn().mockResolvedValue(undefined),
  loadMessageWriter: vi.fn().mockResolvedValue({}),
  flushPendingMessages: vi.fn().mockResolvedValue(undefined),
}));

const store = vi.mocked(storeContactMessage);
const recordEmail = vi.mocked(recordEmailStatus);
const saved = { kind: 'saved', id: 'AAAAAAAAAAAAAAAAAAAA', receipt: 'receipt' } as const;
const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Project inquiry',
  message: 'I have a dataset.',
};
let now = 1_000_000;

beforeEach(() => {
  // Contact details are stored like all public content: each test starts without a copy.
  usePublicContent.setState({ entries: {} });
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  Object.assign(emailjsConfig, { publicKey: '', serviceId: '', templateId: '' });
  store.mockReset().mockResolvedValue(saved);
  recordEmail.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  notifications.clean(); // toasts live in a module-level store, beyond one render
});

function field(label: string) {
  return screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
}

// Pasting, not typing key by key: the same change events, a fraction of jsdom's time.
async function fill(user: ReturnType<typeof userEvent.setup>, values = valid) {
  for (const [label, value] of [
    [CONTACT_TEXT.nameLabel, values.name],
    [CONTACT_TEXT.emailLabel, values.email],
    [CONTACT_TEXT.subjectLabel, values.subject],
    [CONTACT_TEXT.messageLabel, values.message],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
  now += MIN_FILL_MS + 1000; // a person's pace
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: CONTACT_TEXT.submit }));

describe('ContactPage', () => {
  it('shows the heading, the owner’s details and the form', async () => {
    render(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeInTheDocument();
    expect(document.title).toBe(CONTACT_TEXT.pageTitle);
    expect(await screen.findByRole('link', { name: 'owner@example.com' })).toHaveAttribute(
      'href',
      'mailto:owner@example.com',
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
      'href',
      'tel:+442079460000',
    );
    expect(screen.getByRole('link', { name: '@owner-name' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { name: 'Send Me a Message' })).toBeInTheDocument();
    expect(field('Your Email')).toHaveAttribute('type', 'email');
    expect(field('Message')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Not configured: nothing to initialise, so no waiting note.
    expect(screen.queryByText(CONTACT_TEXT.initializing)).not.toBeInTheDocument();
  });

  it('shows placeholders while loading and the built-in defaults when personal_info cannot be read', async () => {
    vi.mocked(fetchPersonalInfo).mockRejectedValueOnce(new Error('offline'));
    render(<ContactPage />);
    expect(screen.queryByRole('link', { name: CONTACT_DEFAULTS.email })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: CONTACT_DEFAULTS.email })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_DEFAULTS.email}`,
    );
    expect(screen.getByRole('link', { name: CONTACT_DEFAULTS.phone })).toBeInTheDocument();
  });

  it('shows each message next to its field on submit, sends nothing, and rechecks as the person corrects', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await submit(user);
    expect(field('Your Name')).toHaveAccessibleDescription(VALIDATION_MESSAGES.name);
    expect(field('Your Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.email);
    expect(field('Subject')).toHaveAccessibleDescription(VALIDATION_MESSAGES.subject);
    expect(field('Message')).toHaveAccessibleDescription(VALIDATION_MESSAGES.message);
    expect(field('Your Name')).toHaveFocus();
    expect(store).not.toHaveBeenCalled();

    await user.type(field('Your Name'), 'J');
    expect(screen.getByText(VALIDATION_MESSAGES.name)).toBeInTheDocument();
    await user.type(field('Your Name'), 'o');
    expect(screen.queryByText(VALIDATION_MESSAGES.name)).not.toBeInTheDocument();
    await user.type(field('Your Email'), 'jane@');
    expect(screen.getByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
  });

  it('without EmailJS, stores the message and says it was received, without claiming an email', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.received.message)).toBeInTheDocument();
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    expect(store).toHaveBeenCalledWith(valid, true);
    expect(recordEmail).toHaveBeenCalledWith(saved, valid, 'not_configured');
    expect(field('Your Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });

  it('keeps every value when the message could not be stored', async () => {
    store.mockResolvedValue({ kind: 'error' });
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText('Message Failed')).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TOASTS.failed.message)).toBeInTheDocument();
    expect(field('Your Name')).toHaveValue(valid.name);
    expect(field('Message')).toHaveValue(valid.message);
  });

  it('offline, tells the person the message goes out when the connection returns', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    store.mockResolvedValue({ kind: 'queued', id: saved.id });
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.queued.message)).toBeInTheDocument();
    expect(store).toHaveBeenCalledWith(valid, false);
  });

  it('past the flood limit, says so plainly and keeps every value typed', async () => {
    store.mockResolvedValue({ kind: 'rate-limited' });
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.rateLimited.message)).toBeInTheDocument();
    expect(screen.getByText(CONTACT_TOASTS.rateLimited.title)).toBeInTheDocument();
    expect(recordEmail).not.toHaveBeenCalled();
    for (const [label, value] of [
      ['Your Name', valid.name],
      ['Your Email', valid.email],
      ['Subject', valid.subject],
      ['Message', valid.message],
    ] as const) {
      expect(field(label)).toHaveValue(value);
    }
  });

  it('never reports a send with the hidden field filled as sent: says so, keeps every value, sends next time', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactPage />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: CONTACT_TEXT.honeypotLabel })).not.toBeInTheDocument();

    await fill(user);
    trap.value = 'https://spam.example';
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.trapped.message)).toBeInTheDocument();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(store).not.toHaveBeenCalled();
    expectValuesKept();

    // A person whose browser filled the hidden field sends again and gets through.
    await submit(user);
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(store).toHaveBeenCalledTimes(1);
  });

  it('asks a person who sends within 3 s (autofill and paste) to wait, keeps every value, then sends', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    await fill(user);
    now -= MIN_FILL_MS; // all four fields within a second
    await submit(user);
    expect(await screen.findByText(/Please wait a moment and send again/)).toBeInTheDocument();
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    expect(store).not.toHaveBeenCalled();
    expectValuesKept();

    now += MIN_FILL_MS;
    await submit(user);
    expect(await screen.findByText('Message Sent!')).toBeInTheDocument();
    expect(store).toHaveBeenCalledWith(valid, expect.any(Boolean));
  });
});

function expectValuesKept() {
  expect(field(CONTACT_TEXT.nameLabel)).toHaveValue(valid.name);
  expect(field(CONTACT_TEXT.emailLabel)).toHaveValue(valid.email);
  expect(field(CONTACT_TEXT.subjectLabel)).toHaveValue(valid.subject);
  expect(field(CONTACT_TEXT.messageLabel)).toHaveValue(valid.message);
}

// These two share the page-wide EmailJS client: the failed start must come first, since a
// started client is reused for the rest of the page's life.
describe('ContactPage with EmailJS configured', () => {
  beforeEach(() => {
    Object.assign(emailjsConfig, { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' });
    emailjs.init.mockReset();
    emailjs.send.mockReset().mockResolvedValue({ status: 200, text: 'OK' });
  });

  it('says so when EmailJS fails to start, and still takes the message into the inbox', async () => {
    emailjs.init.mockImplementation(() => {
      throw new Error('boom');
    });
    const user = userEvent.setup();
    render(<ContactPage />);
    const toast = (await screen.findByText('Service Error')).closest('.mantine-Notification-root');
    expect(within(toast as HTMLElement).getByText('Failed to initialize email service')).toBeInTheDocument();
    await fill(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.received.message)).toBeInTheDocument();
    expect(store).toHaveBeenCalledWith(valid, true);
    expect(recordEmail).toHaveBeenCalledWith(saved, valid, 'failed');
  });

  it('initialises once with the public key, shows the note until ready, then emails and stores', async () => {
    const user = userEvent.setup();
    render(<ContactPage />);
    expect(screen.getByText(CONTACT_TEXT.initializing)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(CONTACT_TEXT.initializing)).not.toBeInTheDocument());
    expect(emailjs.init).toHaveBeenCalledTimes(1);
    expect(emailjs.init).toHaveBeenCalledWith({ publicKey: 'pk' });

    await fill(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_TOASTS.sent.message)).toBeInTheDocument();
    expect(emailjs.send).toHaveBeenCalledWith('svc', 'tpl', valid);
    expect(store).toHaveBeenCalledWith(valid, true);
    expect(recordEmail).toHaveBeenCalledWith(saved, valid, 'sent');
  });
});
