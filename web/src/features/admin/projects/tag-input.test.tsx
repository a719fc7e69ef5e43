import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test-utils/render';
import { TagInput } from './tag-input';
import { addTag } from './tags';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}

const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];
const input = () => screen.getByRole('textbox', { name: 'Tags' });

// Mantine renders slowly in jsdom on a busy two-core machine: 5 s is too tight.
vi.setConfig({ testTimeout: 15_000 });

describe('addTag', () => {
  it('adds a trimmed, non-empty, new tag', () => {
    expect(addTag(['Python'], '  Kotlin ')).toEqual(['Python', 'Kotlin']);
    expect(addTag(['Python'], '   ')).toEqual(['Python']);
    expect(addTag(['Python'], ' Python ')).toEqual(['Python']);
  });
});

describe('TagInput', () => {
  it('adds the trimmed tag on Enter and on comma', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.type(input(), '  Python  {Enter}');
    await user.type(input(), 'Kotlin,');
    expect(tags()).toEqual(['Python', 'Kotlin']);
    expect(input()).toHaveValue('');
  });

  it('ignores empty and duplicate tags', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['Python']} />);
    await user.type(input(), '   {Enter}');
    await user.type(input(), 'Python{Enter}');
    await user.type(input(), ',');
    expect(tags()).toEqual(['Python']);
  });

  it('removes the last tag on Backspace only when the input is empty', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['Python', 'SQL']} />);
    await user.type(input(), 'ab');
    await user.keyboard('{Backspace}{Backspace}');
    expect(tags()).toEqual(['Python', 'SQL']);
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['Python']);
  });

  it('does not submit the surrounding form on Enter', async () => {
    const user = userEvent.setup({ delay: null });
    let submitted = false;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    await user.type(input(), 'ML{Enter}');
    expect(submitted).toBe(false);
    expect(tags()).toEqual(['ML']);
  });

  it('splits a pasted list on commas', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'Python, SQL ,, Kotlin' } });
    expect(tags()).toEqual(['Python', 'SQL']);
    expect(input()).toHaveValue(' Kotlin');
  });

  it('removes a tag with its remove button', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness initial={['Python', 'SQL']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag Python' }));
    expect(tags()).toEqual(['SQL']);
  });
});
