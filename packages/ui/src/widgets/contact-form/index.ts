export { ContactForm, type ContactFormLabels, type ContactFormProps, type ContactMessage } from './contact-form';
