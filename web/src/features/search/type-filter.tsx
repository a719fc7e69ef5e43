import { useId } from 'react';
import { RESULT_TYPES, SEARCH_TEXT, TYPE_LABELS, type ResultType } from './messages';
import classes from './search-dialog.module.css';

interface TypeFilterProps {
  value: ResultType | null;
  onChange: (type: ResultType | null) => void;
  /** Published items per type, when the index gave them; a type with none is left out. */
  counts: Partial<Record<ResultType, number>>;
}

/**
 * One choice among All and the types: native radio buttons, so arrow keys move between them and
 * a screen reader says which is chosen, drawn as a row of pills.
 */
export function TypeFilter({ value, onChange, counts }: TypeFilterProps) {
  const name = useId();
  const known = Object.keys(counts).length > 0;
  const types = RESULT_TYPES.filter((type) => !known || (counts[type] ?? 0) > 0 || type === value);
  const options: Array<{ type: ResultType | null; label: string; count?: number }> = [
    { type: null, label: SEARCH_TEXT.allTypes },
    ...types.map((type) => ({ type, label: TYPE_LABELS[type], count: counts[type] })),
  ];
  return (
    <fieldset className={classes.filters}>
      <legend className={classes.visuallyHidden}>{SEARCH_TEXT.filtersLabel}</legend>
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
