import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CvModel, CvPublication } from '@portfolio/model/cv';
import { CV_TEXT } from './messages';
import classes from './cv-document.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={classes.section}>
      <Title order={2} id={id} className={classes.heading}>
        {title}
      </Title>
      {children}
    </section>
  );
}

function EntryHead({ title, dates }: { title: ReactNode; dates?: string }) {
  return (
    <div className={classes.entryHead}>
      <Title order={3} className={classes.entryTitle}>
        {title}
      </Title>
      {dates && <Text className={classes.dates}>{dates}</Text>}
    </div>
  );
}

/** A paper as a reference: authors (the owner in bold), title to its page, where and when, identifiers. */
function Paper({ paper }: { paper: CvPublication }) {
  return (
    <li className={classes.keep}>
      {paper.authors.map((a, i) => (
        <span key={i}>
          {i > 0 && ', '}
          {a.owner ? <strong>{a.name}</strong> : a.name}
        </span>
      ))}
      {/* "et al." ends with its own full stop. */}
      {paper.moreAuthors ? ` ${CV_TEXT.moreAuthors} ` : '. '}
      <Anchor href={paper.url}>{paper.title}</Anchor>.{' '}
      <span className={classes.issuer}>
        {paper.venue}, {paper.year}.
      </span>
      {paper.doi && (
        <>
          {' '}
          <Anchor href={paper.doiUrl} target="_blank" rel="noopener noreferrer">
            doi:{paper.doi}
          </Anchor>
        </>
      )}
      {paper.arxivId && (
        <>
          {' '}
          <Anchor href={paper.arxivUrl} target="_blank" rel="noopener noreferrer">
            arXiv:{paper.arxivId}
          </Anchor>
        </>
      )}
    </li>
  );
}

const bare = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/**
 * The CV as one column in a fixed order: header, summary, experience, education,
 * certifications, skills, selected projects, publications. `idPrefix` keeps heading ids unique when the admin
 * shows it beside other content.
 */
export function CvDocument({ cv, idPrefix = 'cv' }: { cv: CvModel; idPrefix?: string }) {
  const { contact } = cv;
  return (
    <article className={classes.cv} aria-labelledby={`${idPrefix}-name`}>
      <header className={classes.header}>
        <Title order={1} id={`${idPrefix}-name`} className={classes.name}>
          {cv.name}
        </Title>
        {cv.title && <Text className={classes.title}>{cv.title}</Text>}
        <ul className={classes.contact} aria-label={CV_TEXT.contact}>
          {contact.email && (
            <li>
              <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>
            </li>
          )}
          {contact.phone && (
            <li>
              <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>
            </li>
          )}
          {contact.linkedin && (
            <li>
              <Anchor href={contact.linkedin} target="_blank" rel="noopener noreferrer">
                {CV_TEXT.linkedin}
              </Anchor>
            </li>
          )}
          <li>
            <Anchor href={contact.website}>{bare(contact.website)}</Anchor>
          </li>
        </ul>
      </header>

      {cv.summary && (
        <Section id={`${idPrefix}-summary`} title={CV_TEXT.summary}>
          <Text className={classes.text}>{cv.summary}</Text>
        </Section>
      )}

      {cv.experience.length > 0 && (
        <Section id={`${idPrefix}-experience`} title={CV_TEXT.experience}>
          {cv.experience.map((e) => (
            <div key={e.id} className={classes.entry}>
              <EntryHead title={e.position} dates={e.dates.label} />
              <Text className={classes.sub}>{e.company}</Text>
              {e.description && <Text className={classes.text}>{e.description}</Text>}
              {e.responsibilities.length > 0 && (
                <ul className={classes.bullets}>
                  {e.responsibilities.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              )}
            </div>
          ))}
        </Section>
      )}

      {cv.education.length > 0 && (
        <Section id={`${idPrefix}-education`} title={CV_TEXT.education}>
          {cv.education.map((e) => (
            <div key={e.id} className={classes.entry}>
              <EntryHead title={e.degree} dates={e.dates.label} />
              <Text className={classes.sub}>{e.institution}</Text>
              {e.description && <Text className={classes.text}>{e.description}</Text>}
            </div>
          ))}
        </Section>
      )}

      {cv.certifications.length > 0 && (
        <Section id={`${idPrefix}-certifications`} title={CV_TEXT.certifications}>
          <ul className={classes.bullets}>
            {cv.certifications.map((c) => (
              <li key={c.id} className={classes.keep}>
                <strong>{c.title}</strong>
                {c.issuer && <span className={classes.issuer}> · {c.issuer}</span>}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {cv.skills.length > 0 && (
        <Section id={`${idPrefix}-skills`} title={CV_TEXT.skills}>
          <dl className={classes.skills}>
            {cv.skills.map((s) => (
              <div key={s.category} className={classes.skillRow}>
                <dt>{s.category}</dt>
                <dd>{s.names.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}

      {cv.projects.length > 0 && (
        <Section id={`${idPrefix}-projects`} title={CV_TEXT.projects}>
          {cv.projects.map((p) => (
            <div key={p.id} className={classes.entry}>
              <EntryHead title={<Anchor href={p.url}>{p.title}</Anchor>} />
              <Text className={classes.text}>{p.description}</Text>
              {(p.liveUrl || p.codeUrl) && (
                <ul className={classes.links}>
                  {p.liveUrl && (
                    <li>
                      <Anchor href={p.liveUrl} target="_blank" rel="noopener noreferrer">
                        {CV_TEXT.liveDemo}
                      </Anchor>
                      <span className={classes.printUrl}> {bare(p.liveUrl)}</span>
                    </li>
                  )}
                  {p.codeUrl && (
                    <li>
                      <Anchor href={p.codeUrl} target="_blank" rel="noopener noreferrer">
                        {CV_TEXT.sourceCode}
                      </Anchor>
                      <span className={classes.printUrl}> {bare(p.codeUrl)}</span>
                    </li>
                  )}
                </ul>
              )}
            </div>
          ))}
        </Section>
      )}

      {cv.publications.length > 0 && (
        <Section id={`${idPrefix}-publications`} title={CV_TEXT.publications}>
          <ul className={classes.papers}>
            {cv.publications.map((p) => (
              <Paper key={p.id} paper={p} />
            ))}
          </ul>
        </Section>
      )}
    </article>
  );
}
