export { FaqAccordion, type FaqAccordionProps, type FaqGroup, type FaqItem } from './faq-accordion';
