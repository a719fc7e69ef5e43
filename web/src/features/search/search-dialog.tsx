import { Button, Group, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TEXT, TYPE_LABELS } from './messages';
import { loadPagefind as loadPublishedIndex, type PagefindLoader } from './pagefind';
import { isInAppPath } from './result-path';
import classes from './search-dialog.module.css';
import { SearchResults } from './search-results';
import { TypeFilter } from './type-filter';
import { useSiteSearch, type ShownResult } from './use-site-search';

const NO_RESULTS: ShownResult[] = [];

export interface SearchDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Once closed (its closing transition over): where the focus goes back. */
  onClosed?: () => void;
  /** Where the index comes from: the published one, or a stand-in in tests. */
  loadPagefind?: PagefindLoader;
}

/** The site search: a combobox over the published Pagefind index, with a filter by type. */
export function SearchDialog({
  opened,
  onClose,
  onClosed,
  loadPagefind = loadPublishedIndex,
}: SearchDialogProps) {
  const search = useSiteSearch(loadPagefind);
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 36em)');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const shown = search.answer ?? search.lastAnswer;
  const results = shown?.results ?? NO_RESULTS;
  // The active option belongs to the list it was chosen in: a new list starts at its first.
  const [active, setActive] = useState<{ list: ShownResult[]; index: number }>({ list: [], index: 0 });
  const activeIndex = active.list === results ? active.index : 0;
  const activeResult = results[activeIndex];

  const activeId = activeResult ? optionId(activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, results]);

  const open = (result: ShownResult) => {
    onClose();
    if (isInAppPath(result.href)) void navigate(result.href);
    else window.location.assign(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing || results.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ list: results, index: (activeIndex + step + results.length) % results.length });
    } else if (event.key === 'Enter' && activeResult) {
      event.preventDefault();
      open(activeResult);
    }
  };

  const answer = search.answer;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      // Mantine remembers the focus when `opened` changes, which misses the first opening (the
      // dialog mounts open): the control takes the focus back itself.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      fullScreen={phone}
      size="lg"
      yOffset="8vh"
    >
      <Modal.Overlay />
      <Modal.Content>
        {/* Mantine's title bar is a <header>, which would be a second banner landmark on the page. */}
        <Modal.Header role="presentation">
          <Modal.Title>{SEARCH_TEXT.dialogTitle}</Modal.Title>
          <Modal.CloseButton aria-label={SEARCH_TEXT.closeLabel} />
        </Modal.Header>
        <Modal.Body className={classes.body}>
          <TextInput
            ref={input}
            data-autofocus
            aria-label={SEARCH_TEXT.inputLabel}
            placeholder={SEARCH_TEXT.placeholder}
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            size="md"
            value={search.query}
            onChange={(event) => search.setQuery(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <TypeFilter value={search.type} onChange={search.setType} counts={search.counts} />

          {/* Always in the page, so that a change of its text is announced. */}
          <Text role="status" size="sm" className={classes.count}>
            {search.status === 'ready' && answer ? SEARCH_TEXT.resultCount(answer.total) : ''}
          </Text>

          {search.status === 'loading' && (
            <Group gap="sm" className={classes.state}>
              <Loader size="sm" aria-hidden="true" />
              <Text size="sm">{SEARCH_TEXT.loading}</Text>
            </Group>
          )}

          {search.status === 'failed' && (
            <div role="alert" className={classes.state}>
              <Text size="sm" mb="sm">
                {SEARCH_TEXT.loadFailed}
              </Text>
              <Button variant="light" onClick={search.retry}>
                {SEARCH_TEXT.tryAgain}
              </Button>
            </div>
          )}

          {search.status === 'ready' && !search.query.trim() && (
            <Text size="sm" className={`${classes.state} ${classes.quiet}`}>
              {SEARCH_TEXT.hint}
            </Text>
          )}

          {search.status === 'ready' && answer?.total === 0 && (
            <div className={classes.state}>
              <Text size="sm">
                {answer.type
                  ? SEARCH_TEXT.noResultsFiltered(answer.query, TYPE_LABELS[answer.type])
                  : SEARCH_TEXT.noResults(answer.query)}
              </Text>
              {answer.type && (
                <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => search.setType(null)}>
                  {SEARCH_TEXT.clearFilter}
                </Button>
              )}
            </div>
          )}

          {search.status === 'ready' && results.length > 0 && (
            <SearchResults
              id={listId}
              label={SEARCH_TEXT.resultsLabel}
              results={results}
              activeIndex={activeIndex}
              optionId={optionId}
              onHover={(index) => setActive({ list: results, index })}
              onFollow={onClose}
              stale={!answer}
            />
          )}

          {search.status === 'ready' && shown && shown.results.length < shown.total && (
            <Button
              variant="subtle"
              size="compact-sm"
              mt="xs" // Back to the input: the arrow keys go on from there, and the button may be gone.
              onClick={() => {
                search.showMore();
                input.current?.focus();
              }}
              disabled={!answer}
            >
              {SEARCH_TEXT.showMore}
            </Button>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
