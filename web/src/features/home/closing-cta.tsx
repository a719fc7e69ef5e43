import { Container } from '@mantine/core';
import { ContactCta } from '@/components/contact-cta';
import { HOME_TEXT } from './messages';
import classes from './home.module.css';

const text = HOME_TEXT.cta;

export function ClosingCta() {
  return (
    <section className={classes.section} aria-labelledby="cta-title">
      <Container size="lg">
        <ContactCta title={text.title} body={text.body} button={text.button} titleId="cta-title" />
      </Container>
    </section>
  );
}
