import { Footer } from '@sauda/ui';
import { supportContact } from '../content/support-contact';

/** The footer with the marketplace's support contact (§2.3); `SiteFrame` loads it when the shopper nears it. */
export default function SiteFooter() {
  return <Footer email={supportContact.email} phone={supportContact.phone} address={supportContact.address} />;
}
