import { filterFaqGroups } from '@sauda/commerce';
import { FaqAccordion, HelpTiles } from '@sauda/ui';
import { useState } from 'react';
import { helpFaq } from '../../content/faq';
import { supportContact } from '../../content/support-contact';
import { useDocumentMeta } from '../../layout/use-document-meta';

/** /help-and-support (spec §2.19): the help tools, a searchable short FAQ and how to reach support. */
export default function HelpAndSupportPage() {
  useDocumentMeta('Help & Support - Sauda', 'Track, cancel or return an order, reset your password, or contact us.');
  const [query, setQuery] = useState('');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Help & Support</h1>
        <p className="text-muted">How can we help you today?</p>
      </header>
      <HelpTiles />
      <FaqAccordion
        groups={filterFaqGroups(helpFaq, query)}
        query={query}
        onQueryChange={setQuery}
        labels={{ search: 'Search help', searchPlaceholder: 'Search for help...' }}
      />
      <section aria-labelledby="help-contact-heading" className="rounded-lg border border-line bg-raised p-4">
        <h2 id="help-contact-heading" className="text-lg font-semibold">
          Still need help?
        </h2>
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">Email</dt>
          <dd>
            <a className="focus-ring rounded-sm text-brand underline" href={`mailto:${supportContact.email}`}>
              {supportContact.email}
            </a>
          </dd>
          <dt className="font-medium">Phone</dt>
          <dd dir="ltr" className="text-start">
            {supportContact.phone}
          </dd>
          <dt className="font-medium">Support hours</dt>
          <dd>{supportContact.hours}</dd>
        </dl>
      </section>
    </div>
  );
}
