import { filterFaqGroups } from '@sauda/commerce';
import { FaqAccordion } from '@sauda/ui';
import { useState } from 'react';
import { faqGroups } from '../../content/faq';
import { useDocumentMeta } from '../../layout/use-document-meta';

/** /faq: questions filtered case-insensitively by their text, one open at a time (spec §2.19). */
export default function FaqPage() {
  useDocumentMeta('FAQ - Sauda', 'Answers to the questions shoppers and vendors ask most.');
  const [query, setQuery] = useState('');
  return (
    <div className="sd:mx-auto sd:flex sd:max-w-3xl sd:flex-col sd:gap-6 sd:py-6">
      <h1 className="sd:text-3xl sd:font-bold">Frequently Asked Questions</h1>
      <FaqAccordion groups={filterFaqGroups(faqGroups, query)} query={query} onQueryChange={setQuery} />
    </div>
  );
}
