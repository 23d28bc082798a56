import { Footer } from '@sauda/ui';
import { supportContact } from '../content/support-contact';

/**
 * The footer with Sauda's contact details (§2.3). The frame loads it as its own chunk: it always starts below the
 * fold, so a first visit need not download or render it before the page itself.
 */
export default function SiteFooter() {
  return <Footer email={supportContact.email} phone={supportContact.phone} address={supportContact.address} />;
}
