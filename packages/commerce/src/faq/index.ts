export * from './filter-faq';
