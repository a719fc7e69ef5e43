// Every text of the contact page, in one place: labels, validation messages and toasts.

export const CONTACT_TEXT = {
  pageTitle: 'Contact | Data Scientist & Android Developer',
  metaDescription:
    'Get in touch about a data science or Android project: email, phone, professional network or a message.',
  heading: 'Get In Touch',
  intro:
    "Have a data question, an app idea or a project in mind? I'd love to hear about it. " +
    'Reach out directly or send me a message, and I will reply as soon as I can.',
  cardsHeading: 'Contact Information',
  emailCard: 'Email',
  phoneCard: 'Phone',
  linkedinCard: 'LinkedIn',
  formHeading: 'Send Me a Message',
  nameLabel: 'Your Name',
  emailLabel: 'Your Email',
  subjectLabel: 'Subject',
  messageLabel: 'Message',
  namePlaceholder: 'Jane Doe',
  emailPlaceholder: 'jane@example.com',
  subjectPlaceholder: 'Project inquiry',
  messagePlaceholder: 'Tell me about your project, timeline and goals...',
  submit: 'Send Message',
  sending: 'Sending...',
  initializing: 'Email service is initializing. Please wait a moment.',
  /** The bot trap's label: never seen by people (hidden and aria-hidden), read by form-filling bots. */
  honeypotLabel: 'Website',
} as const;

export const VALIDATION_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  subject: 'Subject must be at least 5 characters.',
  message: 'Message must be at least 10 characters.',
} as const;

export const CONTACT_TOASTS = {
  serviceError: { title: 'Service Error', message: 'Failed to initialize email service' },
  notReady: {
    title: 'Service Not Ready',
    message: 'Email service not ready. Please wait a moment and try again.',
  },
  sent: { title: 'Message Sent!', message: "Thank you for reaching out. I'll get back to you soon." },
  // No email goes out (EmailJS not configured, or it failed to start): the message is in the
  // owner's inbox, and the words say exactly that.
  received: {
    title: 'Message Sent!',
    message: "Thank you for reaching out. Your message has been received and I'll get back to you soon.",
  },
  queued: {
    title: 'Message Saved',
    message: "You're offline. Your message is saved and will be sent when your connection returns.",
  },
  // The contact function's flood limit: plain words, and the form keeps what was typed.
  rateLimited: {
    title: 'Too Many Messages',
    message:
      'Too many messages were sent from here in a short time. Your message is still in the form: please try again in a few minutes.',
  },
  // A send the bot guard holds back: never reported as sent, and the form keeps every value.
  tooSoon: {
    title: 'Message Not Sent Yet',
    message: 'Please wait a moment and send again. Your message is still in the form.',
  },
  trapped: {
    title: 'Message Not Sent',
    message:
      'Your message was not sent: the form looked automatically filled. Your message is still in the form: please check it and send again.',
  },
  failed: {
    title: 'Message Failed',
    message: 'There was an error sending your message. Please try again.',
  },
} as const;

/** The email client's refusals by status code, explained under the failure toast. */
export const EMAIL_FAILURE_REASONS: Record<number, string> = {
  451: 'Unavailable For Headless Browser: this browser was identified as automated, so no email was sent.',
  403: 'Forbidden: this address or message cannot be accepted by the email service.',
  429: 'Too Many Requests: too many messages were sent in a short time. Please wait a few minutes and try again.',
};

/** Shown while personal_info has not answered, or when it has no value for a card. */
export const CONTACT_DEFAULTS = {
  email: 'hello@example.com',
  phone: '+1 (555) 010-2030',
  linkedin: 'https://www.linkedin.com/in/portfolio',
} as const;
