import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test-utils/render';
import { setupUser } from '@/test-utils/user';
import { MarkdownField, type MarkdownImage } from './markdown-field';
import { editingMessages } from './messages';

const m = editingMessages.markdown;

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

function Field({ initial, images }: { initial: string; images?: MarkdownImage[] }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownField
      label="Body"
      description="The note in Markdown."
      value={value}
      onChange={setValue}
      maxLength={500}
      images={images}
      noImages="Upload a cover first."
    />
  );
}

// The field's pipeline and image insertion are covered through the case study field of projects.
describe('MarkdownField', () => {
  it("is labelled by its manager's words and counts the characters against the limit", async () => {
    const user = setupUser();
    render(<Field initial="Hello" />);
    expect(screen.getByText('The note in Markdown.')).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Body' });
    expect(input).toHaveAttribute('maxlength', '500');
    expect(screen.getByText(m.count(5, 500))).toBeInTheDocument();
    await user.click(input);
    await user.paste(' world');
    expect(screen.getByText(m.count(11, 500))).toBeInTheDocument();
  });

  it('offers no image menu to a manager without images, and explains a disabled one', async () => {
    const user = setupUser();
    const { unmount } = render(<Field initial="" />);
    expect(screen.queryByRole('button', { name: m.insertImage })).toBeNull();
    await user.click(screen.getByRole('tab', { name: m.preview }));
    expect(screen.getByText(m.empty)).toBeInTheDocument();
    unmount();
    render(<Field initial="" images={[]} />);
    const insert = screen.getByRole('button', { name: m.insertImage });
    expect(insert).toBeDisabled();
    expect(insert).toHaveAttribute('title', 'Upload a cover first.');
  });
});
