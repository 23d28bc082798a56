export { FaqAccordion, type FaqAccordionLabels, type FaqAccordionProps } from './faq-accordion';
