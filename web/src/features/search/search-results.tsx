import { Badge, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { ExcerptText } from './excerpt-text';
import { TYPE_BADGES } from './messages';
import { isInAppPath } from './result-path';
import classes from './search-dialog.module.css';
import type { ShownResult } from './use-site-search';

interface SearchResultsProps {
  id: string;
  label: string;
  results: ShownResult[];
  activeIndex: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  /** Called when a result is followed with the pointer; the link itself navigates. */
  onFollow: () => void;
  stale: boolean;
}

/**
 * The listbox of the combobox: each option is the result's link, so it can also be opened in a
 * new tab. Options are not in the tab order: the arrow keys in the input move among them.
 */
export function SearchResults(props: SearchResultsProps) {
  const { id, label, results, activeIndex, optionId, onHover, onFollow, stale } = props;
  return (
    <div
      role="listbox"
      id={id}
      aria-label={label}
      className={classes.results}
      data-stale={stale || undefined}
    >
      {results.map((result, index) => {
        const common = {
          id: optionId(index),
          role: 'option',
          'aria-selected': index === activeIndex,
          'aria-labelledby': `${optionId(index)}-title`,
          'aria-describedby': [result.type && `${optionId(index)}-type`, `${optionId(index)}-excerpt`]
            .filter(Boolean)
            .join(' '),
          tabIndex: -1,
          className: classes.result,
          onMouseMove: () => index !== activeIndex && onHover(index),
          // A click with a modifier opens a new tab: the dialog stays for this one.
          onClick: (event: MouseEvent) => !event.metaKey && !event.ctrlKey && !event.shiftKey && onFollow(),
        } as const;
        const content = (
          <>
            <span className={classes.resultHead}>
              <Text component="span" fw={600} className={classes.resultTitle} id={`${optionId(index)}-title`}>
                {result.title}
              </Text>
              {result.type && (
                <Badge
                  className={classes.badge}
                  component="span"
                  size="sm"
                  variant="light"
                  radius="sm"
                  id={`${optionId(index)}-type`}
                >
                  {TYPE_BADGES[result.type]}
                </Badge>
              )}
            </span>
            <Text
              component="span"
              size="sm"

              className={classes.excerpt}
              id={`${optionId(index)}-excerpt`}
            >
              <ExcerptText html={result.excerpt} />
            </Text>
          </>
        );
        return isInAppPath(result.href) ? (
          <Link key={result.id} to={result.href} {...common}>
            {content}
          </Link>
        ) : (
          <a key={result.id} href={result.href} {...common}>
            {content}
          </a>
        );
      })}
    </div>
  );
}
