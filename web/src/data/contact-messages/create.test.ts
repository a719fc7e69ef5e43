import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FUNCTIONS } from '@portfolio/model/contact';
import { createContactMessage, flushContactOutbox } from './create';
import { addToOutbox, readOutbox, type OutboxEntry } from './outbox';

const input = {
  name: ' Jane ',
  email: 'jane@example.com',
  subject: 'Hello there',
  message: 'Long enough text',
};
const entry = (id: string, email_status: OutboxEntry['email_status'] = 'failed'): OutboxEntry => ({
  id,
  input,
  email_status,
});

/** Answers each call of the callable protocol with the next of `answers` (a body or a thrown error). */
function functionAnswers(...answers: Array<{ status: number; body: unknown } | Error>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = answers.shift();
    if (!next || next instanceof Error) throw next ?? new Error('no answer left');
    return new Response(JSON.stringify(next.body), { status: next.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const stored = (receipt: string | null = 'r1') => ({ status: 200, body: { result: { receipt } } });
const refused = (status: string, http: number) => ({
  status: http,
  body: { error: { status, message: 'no' } },
});
const sentBody = (call: readonly unknown[]) =>
  JSON.parse((call[1] as RequestInit).body as string) as { data: unknown };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createContactMessage', () => {
  it('posts the trimmed message with its id to the contact function', async () => {
    const fetchMock = functionAnswers(stored());
    await expect(createContactMessage('A'.repeat(20), input)).resolves.toEqual({
      kind: 'stored',
      receipt: 'r1',
    });
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toMatch(new RegExp(`/${CONTACT_FUNCTIONS.store}$`));
    expect(sentBody(fetchMock.mock.calls[0]!).data).toEqual({ id: 'A'.repeat(20), ...input, name: 'Jane' });
  });

  it.each([
    [refused('RESOURCE_EXHAUSTED', 429), 'rate-limited'],
    [refused('INVALID_ARGUMENT', 400), 'refused'],
    [refused('INTERNAL', 500), 'unreachable'],
    [new TypeError('Failed to fetch'), 'unreachable'],
  ])('tells the outcome %#: %s', async (answer, kind) => {
    functionAnswers(answer);
    await expect(createContactMessage('A'.repeat(20), input)).resolves.toEqual({ kind });
  });
});

describe('flushContactOutbox', () => {
  it('sends each waiting message once, reports its email outcome, and empties the outbox', async () => {
    addToOutbox(entry('a'.repeat(20), 'sent'));
    addToOutbox(entry('b'.repeat(20)));
    const fetchMock = functionAnswers(stored('ra'), { status: 200, body: { result: {} } }, stored('rb'));
    await flushContactOutbox();
    expect(readOutbox()).toEqual([]);
    const calls = fetchMock.mock.calls.map((call) => [
      String(call[0]).split('/').at(-1),
      sentBody(call).data,
    ]);
    expect(calls).toEqual([
      [CONTACT_FUNCTIONS.store, expect.objectContaining({ id: 'a'.repeat(20) })],
      [CONTACT_FUNCTIONS.reportEmail, { id: 'a'.repeat(20), receipt: 'ra', email_status: 'sent' }],
      // 'failed' is what the function stores at first: nothing to report.
      [CONTACT_FUNCTIONS.store, expect.objectContaining({ id: 'b'.repeat(20) })],
    ]);
  });

  it('keeps everything while the function is out of reach or limiting, and stops trying for now', async () => {
    addToOutbox(entry('a'.repeat(20)));
    addToOutbox(entry('b'.repeat(20)));
    const fetchMock = functionAnswers(new TypeError('offline'));
    await flushContactOutbox();
    expect(readOutbox()).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    functionAnswers(refused('RESOURCE_EXHAUSTED', 429));
    await flushContactOutbox();
    expect(readOutbox()).toHaveLength(2);
  });

  it('drops a message the function will never take', async () => {
    addToOutbox(entry('a'.repeat(20)));
    functionAnswers(refused('INVALID_ARGUMENT', 400));
    await flushContactOutbox();
    expect(readOutbox()).toEqual([]);
  });

  it('never sends the same message twice at once (the online event during a flush)', async () => {
    addToOutbox(entry('a'.repeat(20)));
    const fetchMock = functionAnswers(stored(null));
    await Promise.all([flushContactOutbox(), flushContactOutbox()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readOutbox()).toEqual([]);
  });
});
