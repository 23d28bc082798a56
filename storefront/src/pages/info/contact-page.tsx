import { ContactForm, Link, type ContactMessage } from '@sauda/ui';
import { contactApi } from '../../api/contact-api';
import { supportContact } from '../../content/en/support-contact';
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
    <div className="sd:mx-auto sd:flex sd:w-full sd:max-w-5xl sd:flex-col sd:gap-8 sd:py-6">
      <header className="sd:flex sd:flex-col sd:gap-2">
        <h1 className="sd:text-3xl sd:font-bold">{text.heading}</h1>
        <p className="sd:text-muted">{text.subtitle}</p>
      </header>
      <div className="sd:grid sd:gap-8 sd:md:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form"
          className="sd:flex sd:flex-col sd:gap-4 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-5"
        >
          <h2 id="contact-form" className="sd:text-lg sd:font-semibold">
            {text.formHeading}
          </h2>
          <ContactForm onSubmit={send} />
        </section>
        <aside className="sd:flex sd:flex-col sd:gap-6">
          <section aria-labelledby="contact-details" className="sd:flex sd:flex-col sd:gap-3">
            <h2 id="contact-details" className="sd:text-lg sd:font-semibold">
              {text.details}
            </h2>
            <dl className="sd:grid sd:grid-cols-[auto_1fr] sd:gap-x-4 sd:gap-y-2 sd:text-sm">
              <dt className="sd:text-muted">{text.email}</dt>
              <dd>
                <Link href={`mailto:${supportContact.email}`}>{supportContact.email}</Link>
              </dd>
              <dt className="sd:text-muted">{text.phone}</dt>
              <dd>
                <Link href={`tel:${supportContact.phone.replace(/\s/g, '')}`}>{supportContact.phone}</Link>
              </dd>
              <dt className="sd:text-muted">{text.address}</dt>
              <dd>{supportContact.address}</dd>
              <dt className="sd:text-muted">{text.hours}</dt>
              <dd>{supportContact.hours}</dd>
            </dl>
          </section>
          <section aria-labelledby="vendor-support" className="sd:flex sd:flex-col sd:gap-2">
            <h2 id="vendor-support" className="sd:text-lg sd:font-semibold">
              {text.vendorHeading}
            </h2>
            <p className="sd:text-sm sd:text-muted">{text.vendorText}</p>
            <Link href={text.sellerCentreUrl} isExternal>
              {text.vendorLink}
            </Link>
          </section>
        </aside>
      </div>
    </div>
  );
}
