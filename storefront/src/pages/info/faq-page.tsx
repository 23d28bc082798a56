import { filterFaqGroups } from '@sauda/commerce';
import { FaqAccordion } from '@sauda/ui';
import { useState } from 'react';
import { faqGroups } from '../../content/en/faq';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.faq;

/** /faq: questions filtered case-insensitively by their text, one open at a time (spec §2.19). */
export default function FaqPage() {
  useDocumentMeta(text.title, text.description);
  const [query, setQuery] = useState('');
  return (
    <div className="sd:mx-auto sd:flex sd:max-w-3xl sd:flex-col sd:gap-6 sd:py-6">
      <h1 className="sd:text-3xl sd:font-bold">{text.heading}</h1>
      <FaqAccordion groups={filterFaqGroups(faqGroups, query)} query={query} onQueryChange={setQuery} />
    </div>
  );
}
