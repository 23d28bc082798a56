import { ContactForm, Link, type ContactMessage } from '@sauda/ui';
import { contactApi } from '../../api/contact-api';
import { supportContact } from '../../content/support-contact';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.contact;

/**
 * /contact-us (§2.18): contact details, a form that really reaches support (Sauda makes the original's dead form
 * real) and the vendor support link to the seller centre.
 */
export default function ContactPage() {
  useDocumentMeta(text.title, text.description);
  const send = async (message: ContactMessage) => {
    await contactApi.send(message);
  };
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{text.heading}</h1>
        <p className="text-muted">{text.subtitle}</p>
      </header>
      <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form"
          className="flex flex-col gap-4 rounded-lg border border-line bg-raised p-5"
        >
          <h2 id="contact-form" className="text-lg font-semibold">
            {text.formHeading}
          </h2>
          <ContactForm onSubmit={send} />
        </section>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="contact-details" className="flex flex-col gap-3">
            <h2 id="contact-details" className="text-lg font-semibold">
              {text.details}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">{text.email}</dt>
              <dd>
                <Link href={`mailto:${supportContact.email}`}>{supportContact.email}</Link>
              </dd>
              <dt className="text-muted">{text.phone}</dt>
              <dd>
                <Link href={`tel:${supportContact.phone.replace(/\s/g, '')}`}>{supportContact.phone}</Link>
              </dd>
              <dt className="text-muted">{text.address}</dt>
              <dd>{supportContact.address}</dd>
              <dt className="text-muted">{text.hours}</dt>
              <dd>{supportContact.hours}</dd>
            </dl>
          </section>
          <section aria-labelledby="vendor-support" className="flex flex-col gap-2">
            <h2 id="vendor-support" className="text-lg font-semibold">
              {text.vendorHeading}
            </h2>
            <p className="text-sm text-muted">{text.vendorText}</p>
            <Link href={text.sellerCentreUrl} isExternal>
              {text.vendorLink}
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
