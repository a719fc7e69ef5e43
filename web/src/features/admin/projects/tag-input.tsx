import { Pill, PillsInput } from '@mantine/core';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { projectMessages as m } from './messages';
import { addTag } from './tags';
import { LIST_LIMITS, TEXT_LIMITS } from '@portfolio/model/limits';

interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  /** The most tags, and the most characters in one, the collection's rules accept. */
  maxTags?: number;
  maxTagLength?: number;
  /** What is wrong with the tags (one that the collection refuses), shown under the field. */
  error?: ReactNode;
}

export function TagInput(props: TagInputProps) {
  const { value, onChange, disabled, error } = props;
  const { maxTags = LIST_LIMITS.tags, maxTagLength = TEXT_LIMITS.short } = props;
  const [draft, setDraft] = useState('');

  const full = value.length >= maxTags;
  const commit = () => {
    if (!full) onChange(addTag(value, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault(); // Enter would submit the form; the comma is a separator.
      commit();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <PillsInput
      label={m.fields.tags}
      description={full ? m.tooManyTags(maxTags) : m.fields.tagsDescription}
      disabled={disabled}
      error={error}
    >
      <Pill.Group>
        {value.map((tag) => (
          <Pill
            key={tag}
            withRemoveButton
            // Mantine hides the remove button from keyboards (Backspace removes the last tag); a tag in
            // the middle should be removable without a mouse too.
            removeButtonProps={{ 'aria-label': m.fields.removeTag(tag), 'aria-hidden': false, tabIndex: 0 }}
            onRemove={() => onChange(value.filter((t) => t !== tag))}
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          aria-label={m.fields.tags}
          placeholder={m.fields.tagsPlaceholder}
          value={draft}
          maxLength={maxTagLength}
          onChange={(event) => {
            // A pasted "a, b, c" becomes three tags; the text after the last comma stays typed.
            const text = event.currentTarget.value;
            if (!text.includes(',')) return setDraft(text);
            const parts = text.split(',');
            const rest = parts.pop() ?? '';
            onChange(
              parts.reduce<string[]>(
                (tags, part) => (tags.length < maxTags ? addTag(tags, part) : tags),
                value,
              ),
            );
            setDraft(rest);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() && commit()}
        />
      </Pill.Group>
    </PillsInput>
  );
}
