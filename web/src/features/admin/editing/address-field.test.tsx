import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SLUG_MAX } from '@portfolio/model/slug';
import { env } from '@/config/env';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { AddressField } from './address-field';

const describe_ = (url: string) => (url ? `Lives at ${url}` : 'Made from the title.');

function Field({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AddressField
      label="Address"
      value={value}
      onChange={setValue}
      pathOf={(slug) => `/notes/${slug}`}
      describe={describe_}
    />
  );
}

describe('AddressField', () => {
  it('shows the full address the slug gives, in the words of its manager', () => {
    render(<Field initial="graph-notes" />);
    expect(screen.getByText(`Lives at ${env.siteUrl}/notes/graph-notes`)).toBeInTheDocument();
  });

  it('says what an empty address means, and takes what is typed in lowercase up to the limit', async () => {
    const user = setupUser();
    render(<Field initial="" />);
    expect(screen.getByText('Made from the title.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: /Address/ });
    expect(input).toHaveAttribute('maxlength', String(SLUG_MAX));
    await user.fill(input, 'My-Notes');
    expect(input).toHaveValue('my-notes');
    expect(screen.getByText(`Lives at ${env.siteUrl}/notes/my-notes`)).toBeInTheDocument();
  });
});
