import { useId, type ReactNode, forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../lib/cx';
import { Link } from '../../primitives/link';
import { mailIcon, phoneIcon, pinIcon, socialIcons, type FooterSocialNetwork } from './footer-icons';

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

/** 'About Company' under About Us (spec §2.3). */
export const footerAboutLinks: readonly FooterLink[] = [{ label: 'About Company', href: '/about-us' }];

/** The Helpful Links column (spec §2.3). */
export const footerHelpfulLinks: readonly FooterLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
  { label: 'Return & Refund', href: '/returns-and-refunds' },
  { label: 'FAQ', href: '/faq' },
  { label: 'Help & Support', href: '/help-and-support' },
];

/**
 * The links of the Contact Us column (spec §2.3): the contact page and 'Live Chat'. The spec's 'Live Chat' led home;
 * Sauda has no chat, so it leads to the contact page, where a message reaches support.
 */
export const footerContactLinks: readonly FooterLink[] = [
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'Live Chat', href: '/contact-us' },
];

/**
 * The social icons by default: none. The spec's icons led home or to a profile that does not exist; a marketplace
 * with real profiles passes them as `socialLinks`.
 */
export const footerSocialLinks: readonly FooterSocialLink[] = [];

export interface FooterProps extends Omit<ComponentPropsWithoutRef<'footer'>, 'children'> {
  /**
   * The marketplace's name, in the description, the social links' names and the copyright.
   * @default 'Sauda'
   */
  brandName?: string;
  /**
   * The About Us text.
   * @default `${brandName} is your go-to multi-vendor e-commerce platform…`
   */
  description?: string;
  /**
   * Links under About Us.
   * @default footerAboutLinks
   */
  aboutLinks?: readonly FooterLink[];
  /**
   * The Helpful Links column.
   * @default footerHelpfulLinks
   */
  helpfulLinks?: readonly FooterLink[];
  /**
   * Links at the top of the Contact Us column.
   * @default footerContactLinks
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
   * @default 'Designed and developed by the Sauda team'
   */
  developerCredit?: ReactNode;
  /** Texts of the footer, in English by default. */
  labels?: {
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
  };
  /** Extra classes for the root element. */
  className?: string;
}

const headingClass = 'text-sm font-semibold tracking-wide text-fg uppercase';
const textLinkClass = 'inline-flex min-h-6 items-center rounded-sm text-muted hover:text-brand hover:underline';

function LinkList({ links, label }: { links: readonly FooterLink[]; label?: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2 text-sm">
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
    aboutLinks = footerAboutLinks,
    helpfulLinks = footerHelpfulLinks,
    contactLinks = footerContactLinks,
    socialLinks = footerSocialLinks,
    email = 'support@sauda.pk',
    phone = '+92 42 111 728 320',
    address = 'Lahore, Pakistan',
    copyrightYear = 2024,
    developerCredit = 'Designed and developed by the Sauda team',
    labels,
    className,
    ...rest
  },
  ref,
) {
  const text = {
    about: labels?.about ?? 'About Us',
    helpful: labels?.helpful ?? 'Helpful Links',
    contact: labels?.contact ?? 'Contact Us',
    social: labels?.social ?? 'Social media',
    socialLink: labels?.socialLink ?? ((network: string, brand: string) => `${brand} on ${network}`),
    email: labels?.email ?? 'Email',
    phone: labels?.phone ?? 'Phone',
    address: labels?.address ?? 'Address',
    copyright: labels?.copyright ?? ((year: number, brand: string) => `© ${year} ${brand}. All rights reserved.`),
  };
  const id = useId();
  const about =
    description ??
    `${brandName} is your go-to multi-vendor e-commerce platform: a vast selection of products from various sellers, great deals, unique finds and an easy shopping experience.`;

  return (
    <footer {...rest} ref={ref} data-slot="footer" className={cx('border-t border-line bg-surface text-fg', className)}>
      <div
        className={cx(
          'mx-auto grid max-w-7xl gap-x-8 gap-y-10 px-4 py-10',
          'sm:grid-cols-2 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1.2fr)] lg:gap-x-12',
        )}
      >
        <section
          data-slot="footer-about"
          aria-labelledby={`${id}-about`}
          className="flex flex-col gap-4 sm:col-span-2 lg:col-span-1"
        >
          <h2 id={`${id}-about`} className={headingClass}>
            {text.about}
          </h2>
          <p className="max-w-prose text-sm leading-6 text-muted">{about}</p>
          <LinkList links={aboutLinks} />
          {socialLinks.length > 0 && (
            <ul data-slot="footer-social" aria-label={text.social} className="flex flex-wrap gap-2">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <Link
                    href={link.href}
                    isExternal={link.isExternal}
                    variant="plain"
                    className={cx(
                      'inline-flex size-10 items-center justify-center rounded-full border border-line bg-raised text-muted',
                      'transition-colors hover:border-brand hover:text-brand [&_[data-slot=link-external-icon]]:hidden',
                    )}
                  >
                    {socialIcons[link.network]}
                    <span className="sr-only">{text.socialLink(link.label, brandName)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <nav data-slot="footer-helpful" aria-labelledby={`${id}-helpful`} className="flex flex-col gap-4">
          <h2 id={`${id}-helpful`} className={headingClass}>
            {text.helpful}
          </h2>
          <LinkList links={helpfulLinks} />
        </nav>

        <section data-slot="footer-contact" aria-labelledby={`${id}-contact`} className="flex flex-col gap-4">
          <h2 id={`${id}-contact`} className={headingClass}>
            {text.contact}
          </h2>
          <LinkList links={contactLinks} />
          <address className="flex flex-col gap-2 text-sm text-muted not-italic">
            <Link href={`mailto:${email}`} variant="plain" className={cx(textLinkClass, 'gap-2 break-all')}>
              {mailIcon}
              <span className="sr-only">{text.email}: </span>
              {email}
            </Link>
            <Link href={telHref(phone)} variant="plain" className={cx(textLinkClass, 'gap-2')}>
              {phoneIcon}
              <span className="sr-only">{text.phone}: </span>
              <bdi dir="ltr">{phone}</bdi>
            </Link>
            <span className="inline-flex min-h-6 items-center gap-2">
              {pinIcon}
              <span className="sr-only">{text.address}: </span>
              {address}
            </span>
          </address>
        </section>
      </div>

      <div data-slot="footer-bottom" className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-muted sm:flex-row sm:items-center sm:justify-between">
          <p data-slot="footer-copyright">{text.copyright(copyrightYear, brandName)}</p>
          <p data-slot="footer-credit">{developerCredit}</p>
        </div>
      </div>
    </footer>
  );
});
