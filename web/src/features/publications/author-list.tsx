import { Fragment } from 'react';
import type { Publication } from '@/data/publications/model';
import { PUBLICATIONS_TEXT } from './messages';

/**
 * A paper's authors in its order, the site owner's name in bold (a reader scans a list for it),
 * and "et al." when the paper lists more than are stored. Names are text: markup in one shows as
 * the characters it is.
 */
export function AuthorList({
  paper,
}: {
  paper: Pick<Publication, 'authors' | 'owner_author' | 'more_authors'>;
}) {
  const { authors, owner_author: owner, more_authors: more } = paper;
  return (
    <>
      {authors.map((name, index) => (
        <Fragment key={index}>
          {index > 0 && ', '}
          {index === owner ? <strong>{name}</strong> : name}
        </Fragment>
      ))}
      {more && `${authors.length ? ', ' : ''}${PUBLICATIONS_TEXT.etAl}`}
    </>
  );
}
