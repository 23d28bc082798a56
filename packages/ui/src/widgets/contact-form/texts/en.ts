import type { ContactFormLabels } from '../contact-form';

/** The contact form's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const contactFormTexts = {
  name: 'Name',
  email: 'Email',
  message: 'Message',
  submit: 'Send Message',
  sending: 'Sending...',
  sent: 'Thank you! Your message has been sent. We will reply soon.',
} satisfies Required<ContactFormLabels>;
