import type { FooterLabels } from '../footer';

/** The footer's texts in English: its defaults, and the keys of its texts in any other language (`./ur.ts`). */
export const footerTexts = {
  about: 'About Us',
  helpful: 'Helpful Links',
  contact: 'Contact Us',
  social: 'Social media',
  socialLink: (network: string, brandName: string) => `${brandName} on ${network}`,
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  copyright: (year: number, brandName: string) => `© ${year} ${brandName}. All rights reserved.`,
  description: (brandName: string) =>
    `${brandName} is your go-to multi-vendor e-commerce platform: a vast selection of products from various sellers, great deals, unique finds and an easy shopping experience.`,
  developerCredit: 'Designed and developed by the Sauda team',
  aboutCompany: 'About Company',
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  returns: 'Return & Refund',
  faq: 'FAQ',
  helpAndSupport: 'Help & Support',
  contactUs: 'Contact Us',
  liveChat: 'Live Chat',
} satisfies Required<FooterLabels>;
