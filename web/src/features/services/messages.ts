/** Every text of the Services page, in one place; the built-in services are in config/. */
export const SERVICES_TEXT = {
  metaTitle: 'Services | Portfolio',
  metaDescription:
    'Data science, machine learning and Android app development services, and how a project runs from discovery to delivery.',
  eyebrow: 'What I offer',
  title: 'My Services',
  lead: 'From predictive models to polished Android apps: pick one service or let me carry the whole product.',
  process: 'My Process',
  processLead: 'A simple, transparent way of working, whatever the size of the project.',
  ctaTitle: 'Have a project in mind?',
  ctaBody: 'Tell me about it and I will reply with how I can help.',
  contactMeNow: 'Contact Me Now',
  step: (n: number) => `Step ${n}`,
};
