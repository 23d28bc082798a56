import { filterFaqGroups } from '@sauda/commerce';
import { FaqAccordion, HelpTiles } from '@sauda/ui';
import { useState } from 'react';
import { helpFaq } from '../../content/en/faq';
import { supportContact } from '../../content/en/support-contact';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.helpAndSupport;

/** /help-and-support (spec §2.19): the help tools, a searchable short FAQ and how to reach support. */
export default function HelpAndSupportPage() {
  useDocumentMeta(text.title, text.description);
  const [query, setQuery] = useState('');
  return (
    <div className="sd:mx-auto sd:flex sd:max-w-5xl sd:flex-col sd:gap-8 sd:py-6">
      <header className="sd:flex sd:flex-col sd:gap-2">
        <h1 className="sd:text-3xl sd:font-bold">{text.heading}</h1>
        <p className="sd:text-muted">{text.subtitle}</p>
      </header>
      <HelpTiles />
      <FaqAccordion
        groups={filterFaqGroups(helpFaq, query)}
        query={query}
        onQueryChange={setQuery}
        labels={{ search: text.search, searchPlaceholder: text.searchPlaceholder }}
      />
      <section
        aria-labelledby="help-contact-heading"
        className="sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4"
      >
        <h2 id="help-contact-heading" className="sd:text-lg sd:font-semibold">
          {text.contactHeading}
        </h2>
        <dl className="sd:mt-2 sd:grid sd:gap-1 sd:text-sm sd:sm:grid-cols-[auto_1fr] sd:sm:gap-x-4">
          <dt className="sd:font-medium">{text.email}</dt>
          <dd>
            <a
              className="sd:focus-ring sd:rounded-sm sd:text-brand sd:underline"
              href={`mailto:${supportContact.email}`}
            >
              {supportContact.email}
            </a>
          </dd>
          <dt className="sd:font-medium">{text.phone}</dt>
          <dd dir="ltr" className="sd:text-start">
            {supportContact.phone}
          </dd>
          <dt className="sd:font-medium">{text.hours}</dt>
          <dd>{supportContact.hours}</dd>
        </dl>
      </section>
    </div>
  );
}
