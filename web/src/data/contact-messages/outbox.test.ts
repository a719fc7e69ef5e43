import { beforeEach, describe, expect, it } from 'vitest';
import { addToOutbox, newMessageId, readOutbox, removeFromOutbox, type OutboxEntry } from './outbox';

const entry = (id: string): OutboxEntry => ({
  id,
  input: { name: 'Jane', email: 'jane@example.com', subject: 'Hello there', message: 'Long enough text' },
  email_status: 'failed',
});

describe('contact outbox', () => {
  beforeEach(() => localStorage.clear());

  it('keeps messages until they are removed, once per id', () => {
    addToOutbox(entry('a'));
    addToOutbox(entry('b'));
    addToOutbox(entry('a'));
    expect(readOutbox().map((e) => e.id)).toEqual(['b', 'a']);
    removeFromOutbox('b');
    expect(readOutbox().map((e) => e.id)).toEqual(['a']);
  });

  it('ignores whatever else is stored under its key', () => {
    localStorage.setItem('portfolio.contact-outbox', '{not json');
    expect(readOutbox()).toEqual([]);
    localStorage.setItem('portfolio.contact-outbox', JSON.stringify([{ id: 1 }, entry('ok')]));
    expect(readOutbox().map((e) => e.id)).toEqual(['ok']);
  });

  it('makes Firestore-style ids', () => {
    const id = newMessageId();
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(newMessageId()).not.toBe(id);
  });
});
