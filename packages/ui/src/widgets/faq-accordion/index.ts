export { FaqAccordion, type FaqAccordionProps } from './faq-accordion';
