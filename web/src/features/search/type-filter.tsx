import { VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { SEARCH_TYPES } from '@portfolio/model/search';
import { SEARCH_TEXT, TYPE_LABELS, type ResultType } from './messages';
import classes from './search-dialog.module.css';

interface TypeFilterProps {
  value: ResultType | null;
  onChange: (type: ResultType | null) => void;
  /** Published items per type, once the index has counted them. */
  counts: Partial<Record<ResultType, number>>;
}

/**
 * One choice among All and the types: native radio buttons, so arrow keys move between them and
 * a screen reader says which is chosen, drawn as a row of pills.
 */
export function TypeFilter({ value, onChange, counts }: TypeFilterProps) {
  const name = useId();
  // Every type always, even one with nothing published: the row must not move under the pointer
  // when the counts arrive.
  const known = Object.keys(counts).length > 0;
  const options: Array<{ type: ResultType | null; label: string; count?: number }> = [
    { type: null, label: SEARCH_TEXT.allTypes },
    ...SEARCH_TYPES.map((type) => ({
      type,
      label: TYPE_LABELS[type],
      count: known ? (counts[type] ?? 0) : undefined,
    })),
  ];
  return (
    <fieldset className={classes.filters}>
      <VisuallyHidden component="legend">{SEARCH_TEXT.filtersLabel}</VisuallyHidden>
      {options.map((option) => (
        <label key={option.type ?? 'all'} className={classes.filter}>
          <input
            type="radio"
            name={name}
            className={classes.filterInput}
            checked={value === option.type}
            onChange={() => onChange(option.type)}
          />
          <span className={classes.filterPill}>
            {option.label}
            {/* Decoration: what a screen reader needs is the results count after a search. */}
            {option.count !== undefined && (
              <span className={classes.filterCount} aria-hidden="true">
                {option.count}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
