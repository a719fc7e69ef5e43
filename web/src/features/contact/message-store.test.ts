// @isolated: it mocks modules (vi.mock)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '@/data/contact-messages/outbox';
import { storeContactMessage } from './message-store';

const createContactMessage = vi.fn();
vi.mock('@/data/contact-messages/create', () => ({
  createContactMessage: (...args: unknown[]) => createContactMessage(...args) as unknown,
}));

const values = {
  name: 'Jane',
  email: 'jane@example.com',
  subject: 'Hello there',
  message: 'Long enough text',
};

beforeEach(() => {
  localStorage.clear();
  createContactMessage.mockReset();
});

describe('storeContactMessage', () => {
  it('offline, keeps the message in the outbox without calling', async () => {
    await expect(storeContactMessage(values, false)).resolves.toMatchObject({ kind: 'queued' });
    expect(createContactMessage).not.toHaveBeenCalled();
    expect(readOutbox().map((e) => e.input)).toEqual([values]);
  });

  it('past the rate limit, keeps it; sending the same values again reuses its id', async () => {
    createContactMessage.mockResolvedValue({ kind: 'rate-limited' });
    await expect(storeContactMessage(values, true)).resolves.toEqual({ kind: 'rate-limited' });
    createContactMessage.mockResolvedValue({ kind: 'stored', receipt: 'r' });
    const second = await storeContactMessage(values, true);
    const [firstId] = createContactMessage.mock.calls[0] as [string];
    expect(second).toEqual({ kind: 'saved', id: firstId, receipt: 'r' });
    expect(createContactMessage.mock.calls[1]?.[0]).toBe(firstId);
    expect(readOutbox()).toEqual([]);
  });

  it('drops it from the outbox once stored, or when the function will never take it', async () => {
    createContactMessage.mockResolvedValue({ kind: 'refused' });
    await expect(storeContactMessage(values, true)).resolves.toEqual({ kind: 'error' });
    expect(readOutbox()).toEqual([]);
  });
});
