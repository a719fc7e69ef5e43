import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@/data/contact-messages/model';
import { render } from '@/test-utils/render';
import { MessageCard } from './message-card';
import { INBOX_TEXT } from './messages';

const message: ContactMessage = {
  id: 'Xq3pT9aLm2Zk8RbN4cVw',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A project together',
  message: 'I would like to talk about a model.',
  created_at: new Date('2026-11-20T10:00:00Z'),
  email_status: 'sent',
  read: false,
};

function links(stored: ContactMessage) {
  render(<MessageCard message={stored} busy={false} onToggleRead={vi.fn()} onDelete={vi.fn()} />);
  const reply = screen.getByRole('link', { name: INBOX_TEXT.reply }).getAttribute('href') ?? '';
  const address = screen.getByRole('link', { name: stored.email }).getAttribute('href') ?? '';
  return { reply: new URL(reply), address: new URL(address) };
}

describe('the inbox’s mail links', () => {
  it('reply to the sender with “Re:” and the subject', () => {
    const { reply, address } = links(message);
    expect(decodeURIComponent(reply.pathname)).toBe('ada@example.com');
    expect([...reply.searchParams]).toEqual([['subject', 'Re: A project together']]);
    expect(address.href).toBe('mailto:ada@example.com');
  });

  it('never copy anyone or pre-fill a body from a stored address or subject', () => {
    // A message stored before the address had to be plain, by an attacker.
    const hostile = {
      ...message,
      email: 'visitor@example.com?bcc=spy%40evil.example&body=Forward%20this',
      subject: 'Hi&bcc=spy@evil.example&body=Click',
    };
    const { reply, address } = links(hostile);
    expect([...reply.searchParams]).toEqual([['subject', `Re: ${hostile.subject}`]]);
    expect(decodeURIComponent(reply.pathname)).toBe(hostile.email);
    expect([...address.searchParams]).toEqual([]);
    expect(decodeURIComponent(address.pathname)).toBe(hostile.email);
  });
});
