export { ContactForm, type ContactFormProps, type ContactMessage } from './contact-form';
