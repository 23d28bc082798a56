import { useId, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Link } from '../../primitives/link';
import { mailIcon, phoneIcon, pinIcon, socialIcons, type FooterSocialNetwork } from './footer-icons';
import { footerTexts } from './texts/en';

/** A text link of a footer column. */
export interface FooterLink {
  label: string;
  href: string;
}

/** An icon link to one of the marketplace's social profiles. */
export interface FooterSocialLink {
  network: FooterSocialNetwork;
  /** The network's name, read as part of the link's name, e.g. 'Facebook'. */
  label: string;
  href: string;
  /** Opens in a new tab (an external profile). */
  isExternal?: boolean;
}

/** The footer's default links in its language (`FooterLabels`), in the spec's order (§2.3). */
const linksIn = (
  text: Pick<
    Required<FooterLabels>,
    'aboutCompany' | 'privacyPolicy' | 'terms' | 'returns' | 'faq' | 'helpAndSupport' | 'contactUs' | 'liveChat'
  >,
) => ({
  about: [{ label: text.aboutCompany, href: '/about-us' }] as readonly FooterLink[],
  helpful: [
    { label: text.privacyPolicy, href: '/privacy-policy' },
    { label: text.terms, href: '/terms-and-conditions' },
    { label: text.returns, href: '/returns-and-refunds' },
    { label: text.faq, href: '/faq' },
    { label: text.helpAndSupport, href: '/help-and-support' },
  ] as readonly FooterLink[],
  contact: [
    { label: text.contactUs, href: '/contact-us' },
    { label: text.liveChat, href: '/contact-us' },
  ] as readonly FooterLink[],
});

const englishLinks = linksIn(footerTexts);

/** 'About Company' under About Us (spec §2.3), in English. */
export const footerAboutLinks: readonly FooterLink[] = englishLinks.about;

/** The Helpful Links column (spec §2.3), in English. */
export const footerHelpfulLinks: readonly FooterLink[] = englishLinks.helpful;

/**
 * The links of the Contact Us column (spec §2.3), in English: the contact page and 'Live Chat'. The spec's 'Live Chat'
 * led home; Sauda has no chat, so it leads to the contact page, where a message reaches support.
 */
export const footerContactLinks: readonly FooterLink[] = englishLinks.contact;

/**
 * The social icons by default: none. The spec's icons led home or to a profile that does not exist; a marketplace
 * with real profiles passes them as `socialLinks`.
 */
export const footerSocialLinks: readonly FooterSocialLink[] = [];

/** Texts of the footer; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface FooterLabels {
  /** @default 'About Us' */
  about?: string;
  /** @default 'Helpful Links' */
  helpful?: string;
  /** @default 'Contact Us' */
  contact?: string;
  /** Accessible name of the list of social links. @default 'Social media' */
  social?: string;
  /** Name of one social link. @default (network, brandName) => `${brandName} on ${network}` */
  socialLink?: (network: string, brandName: string) => string;
  /** @default 'Email' */
  email?: string;
  /** @default 'Phone' */
  phone?: string;
  /** @default 'Address' */
  address?: string;
  /** @default (year, brandName) => `© ${year} ${brandName}. All rights reserved.` */
  copyright?: (year: number, brandName: string) => string;
  /**
   * The About Us text when `description` is not given.
   * @default (brandName) => `${brandName} is your go-to multi-vendor e-commerce platform…`
   */
  description?: (brandName: string) => string;
  /** The credit at the bottom when `developerCredit` is not given. @default 'Designed and developed by the Sauda team' */
  developerCredit?: string;
  /** The link under About Us (`footerAboutLinks`). @default 'About Company' */
  aboutCompany?: string;
  /** A link of Helpful Links (`footerHelpfulLinks`). @default 'Privacy Policy' */
  privacyPolicy?: string;
  /** A link of Helpful Links. @default 'Terms & Conditions' */
  terms?: string;
  /** A link of Helpful Links. @default 'Return & Refund' */
  returns?: string;
  /** A link of Helpful Links. @default 'FAQ' */
  faq?: string;
  /** A link of Helpful Links. @default 'Help & Support' */
  helpAndSupport?: string;
  /** The contact page's link in Contact Us (`footerContactLinks`). @default 'Contact Us' */
  contactUs?: string;
  /** A link in Contact Us, to the contact page. @default 'Live Chat' */
  liveChat?: string;
}

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /**
   * The marketplace's name, in the description, the social links' names and the copyright.
   * @default 'Sauda'
   */
  brandName?: string;
  /**
   * The About Us text.
   * @default the `description` text, `${brandName} is your go-to multi-vendor e-commerce platform…`
   */
  description?: string;
  /**
   * Links under About Us.
   * @default footerAboutLinks, in the footer's language
   */
  aboutLinks?: readonly FooterLink[];
  /**
   * The Helpful Links column.
   * @default footerHelpfulLinks, in the footer's language
   */
  helpfulLinks?: readonly FooterLink[];
  /**
   * Links at the top of the Contact Us column.
   * @default footerContactLinks, in the footer's language
   */
  contactLinks?: readonly FooterLink[];
  /**
   * The social icon links, each to a real profile; none are shown when the list is empty.
   * @default footerSocialLinks (none)
   */
  socialLinks?: readonly FooterSocialLink[];
  /**
   * Support email address.
   * @default 'support@sauda.pk'
   */
  email?: string;
  /**
   * Support phone number, with the +92 country code.
   * @default '+92 42 111 728 320'
   */
  phone?: string;
  /**
   * Postal address.
   * @default 'Lahore, Pakistan'
   */
  address?: string;
  /**
   * Year of the copyright line.
   * @default 2024
   */
  copyrightYear?: number;
  /**
   * The developer credit at the bottom.
   * @default the `developerCredit` text, 'Designed and developed by the Sauda team'
   */
  developerCredit?: ReactNode;
  /**
   * Links to this page in the marketplace's other languages (the storefront's language switch), shown in the bottom
   * row after the copyright.
   */
  languages?: ReactNode;
  /** Texts of the footer, each replacing the language's own (English by default, `FooterLabels`). */
  labels?: FooterLabels;
  /** Extra classes for the root element. */
  className?: string;
}

const headingClass = 'sd:text-sm sd:font-semibold sd:tracking-wide sd:text-fg sd:uppercase';
const textLinkClass =
  'sd:inline-flex sd:min-h-6 sd:items-center sd:rounded-sm sd:text-muted sd:hover:text-brand sd:hover:underline';

function LinkList({ links, label }: { links: readonly FooterLink[]; label?: string }) {
  return (
    <ul aria-label={label} className="sd:flex sd:flex-col sd:gap-2 sd:text-sm">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          <Link href={link.href} variant="plain" className={textLinkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 'tel:' wants the bare number: '+92 42 111 728 320' -> 'tel:+9242111728320'. */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

/**
 * The storefront footer (spec §2.3): About Us (description, 'About Company', social icons when given), Helpful Links
 * (policies, FAQ, help) and Contact Us (contact page, 'Live Chat', email, phone, 'Lahore, Pakistan'), then the 2024 copyright
 * and the developer credit. Columns stack on small screens.
 *
 * Other props are the root `<footer>`'s HTML attributes (`id`, `style`, `aria-*`, `data-*`, handlers), spread on it
 * with `ref`; `className` is merged, and the attributes the widget sets itself (`data-slot`, roles, ARIA state) win.
 */
export const Footer = /* @__PURE__ */ forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    brandName = 'Sauda',
    description,
    aboutLinks,
    helpfulLinks,
    contactLinks,
    socialLinks = footerSocialLinks,
    email = 'support@sauda.pk',
    phone = '+92 42 111 728 320',
    address = 'Lahore, Pakistan',
    copyrightYear = 2024,
    developerCredit,
    languages,
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = useTexts(footerTexts, labels);
  const links = linksIn(text);
  const id = useId();
  const about = description ?? text.description(brandName);

  return (
    <footer
      {...rest}
      ref={ref}
      data-slot="footer"
      className={cx('sd:border-t sd:border-line sd:bg-surface sd:text-fg', className)}
    >
      <div
        className={cx(
          'sd:mx-auto sd:grid sd:max-w-7xl sd:gap-x-8 sd:gap-y-10 sd:px-4 sd:py-10',
          'sd:sm:grid-cols-2 sd:lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.2fr)] sd:lg:gap-x-12',
        )}
      >
        <section
          data-slot="footer-about"
          aria-labelledby={`${id}-about`}
          className="sd:flex sd:flex-col sd:gap-4 sd:sm:col-span-2 sd:lg:col-span-1"
        >
          <h2 id={`${id}-about`} className={headingClass}>
            {text.about}
          </h2>
          <p className="sd:max-w-prose sd:text-sm sd:leading-6 sd:text-muted">{about}</p>
          <LinkList links={aboutLinks ?? links.about} />
          {socialLinks.length > 0 && (
            <ul data-slot="footer-social" aria-label={text.social} className="sd:flex sd:flex-wrap sd:gap-2">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <Link
                    href={link.href}
                    isExternal={link.isExternal}
                    variant="plain"
                    className={cx(
                      'sd:inline-flex sd:size-10 sd:items-center sd:justify-center sd:rounded-full sd:border sd:border-line sd:bg-raised sd:text-muted',
                      'sd:transition-colors sd:hover:border-brand sd:hover:text-brand sd:[&_[data-slot=link-external-icon]]:hidden',
                    )}
                  >
                    {socialIcons[link.network]}
                    <span className="sd:sr-only">{text.socialLink(link.label, brandName)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav data-slot="footer-helpful" aria-labelledby={`${id}-helpful`} className="sd:flex sd:flex-col sd:gap-4">
          <h2 id={`${id}-helpful`} className={headingClass}>
            {text.helpful}
          </h2>
          <LinkList links={helpfulLinks ?? links.helpful} />
        </nav>

        <section data-slot="footer-contact" aria-labelledby={`${id}-contact`} className="sd:flex sd:flex-col sd:gap-4">
          <h2 id={`${id}-contact`} className={headingClass}>
            {text.contact}
          </h2>
          <LinkList links={contactLinks ?? links.contact} />
          <address className="sd:flex sd:flex-col sd:gap-2 sd:text-sm sd:text-muted sd:not-italic">
            <Link href={`mailto:${email}`} variant="plain" className={cx(textLinkClass, 'sd:gap-2 sd:break-all')}>
              {mailIcon}
              <span className="sd:sr-only">{text.email}: </span>
              {email}
            </Link>
            <Link href={telHref(phone)} variant="plain" className={cx(textLinkClass, 'sd:gap-2')}>
              {phoneIcon}
              <span className="sd:sr-only">{text.phone}: </span>
              <bdi dir="ltr">{phone}</bdi>
            </Link>
            <span className="sd:inline-flex sd:min-h-6 sd:items-center sd:gap-2">
              {pinIcon}
              <span className="sd:sr-only">{text.address}: </span>
              {address}
            </span>
          </address>
        </section>
      </div>

      <div data-slot="footer-bottom" className="sd:border-t sd:border-line">
        <div className="sd:mx-auto sd:flex sd:max-w-7xl sd:flex-col sd:gap-1 sd:px-4 sd:py-5 sd:text-xs sd:text-muted sd:sm:flex-row sd:sm:items-center sd:sm:justify-between">
          <p data-slot="footer-copyright">{text.copyright(copyrightYear, brandName)}</p>
          {languages ? <div data-slot="footer-languages">{languages}</div> : null}
          <p data-slot="footer-credit">{developerCredit === undefined ? text.developerCredit : developerCredit}</p>
        </div>
      </div>
    </footer>
  );
});
