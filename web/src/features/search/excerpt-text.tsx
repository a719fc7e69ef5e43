import { Fragment } from 'react';
import { excerptParts } from './excerpt-parts';

/** An excerpt as React text and <mark> elements: never as HTML. */
export function ExcerptText({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
