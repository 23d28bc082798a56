import { Footer } from '@sauda/ui';
import { supportContact } from '../content/en/support-contact';
import LanguageSwitch from '../locale/language-switch';

/**
 * The footer with the marketplace's support contact (§2.3) and the language switch; `SiteFrame` loads its code when it
 * comes into view.
 */
export default function SiteFooter() {
  return (
    <Footer
      email={supportContact.email}
      phone={supportContact.phone}
      address={supportContact.address}
      languages={<LanguageSwitch />}
    />
  );
}
