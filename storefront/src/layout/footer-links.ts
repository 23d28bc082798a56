/** The footer's links (spec §2.3). */
export const footerLinks = [
  { href: '/about-us', label: 'About Company' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
  { href: '/returns-and-refunds', label: 'Return & Refund' },
  { href: '/faq', label: 'FAQ' },
  { href: '/help-and-support', label: 'Help & Support' },
  { href: '/contact-us', label: 'Contact Us' },
] as const;
