import { describe, expect, it } from 'vitest';
import { mailtoLink } from './mailto';

/** What a mail client reads from the link: the recipients and the headers. */
function parse(link: string) {
  const url = new URL(link);
  return {
    to: decodeURIComponent(url.pathname),
    headers: Object.fromEntries(url.searchParams.entries()),
  };
}

describe('mailtoLink', () => {
  it('builds a normal reply link', () => {
    const link = mailtoLink('ada@example.com', { subject: 'Re: A project together' });
    expect(link).toBe('mailto:ada@example.com?subject=Re%3A%20A%20project%20together');
    expect(parse(link)).toEqual({ to: 'ada@example.com', headers: { subject: 'Re: A project together' } });
  });

  it('keeps an address that writes headers inside the address', () => {
    const hostile = 'visitor@example.com?bcc=spy%40evil.example&body=Forward%20everything';
    const link = mailtoLink(hostile, { subject: 'Re: Hi' });
    expect(parse(link)).toEqual({ to: hostile, headers: { subject: 'Re: Hi' } });
    expect(link).not.toMatch(/[?&](bcc|body)=/i);
  });

  it('keeps extra recipients and line breaks inside the address', () => {
    for (const hostile of ['a@example.com,spy@evil.example', 'a@example.com\r\nBcc: spy@evil.example']) {
      const link = mailtoLink(hostile);
      expect(link).not.toMatch(/[,\r\n]/);
      expect(parse(link)).toEqual({ to: hostile, headers: {} });
    }
  });

  it('keeps a subject that tries to add a body or a header', () => {
    const subject = 'Hi&body=Click here&bcc=spy@evil.example\r\nCc: x@y.z';
    const link = mailtoLink('ada@example.com', { subject: `Re: ${subject}` });
    expect(parse(link)).toEqual({ to: 'ada@example.com', headers: { subject: `Re: ${subject}` } });
  });

  it('leaves out headers that are not given', () => {
    expect(mailtoLink('ada@example.com')).toBe('mailto:ada@example.com');
  });
});
