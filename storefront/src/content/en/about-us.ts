import type { Article } from '../article';

/** /about-us (spec §2.19): mission, vision, why choose us, story. */
export const aboutUs: Article = {
  title: 'About Us',
  description: 'Sauda brings sellers from every corner of Pakistan to one marketplace, with Cash on Delivery.',
  sections: [
    {
      heading: 'Our Mission',
      paragraphs: [
        'To make buying from independent Pakistani sellers as easy and as safe as buying from a big store: fair prices, honest listings and Cash on Delivery everywhere we ship.',
      ],
    },
    {
      heading: 'Our Vision',
      paragraphs: [
        'A marketplace where a workshop in Sialkot and a boutique in Karachi reach the same shoppers, and every shopper finds what they need in a few taps.',
      ],
    },
    {
      heading: 'Why Choose Us',
      paragraphs: [
        'Thousands of products from verified shops, clear prices in rupees, a flat shipping fee, returns within 7 days of delivery and a support team that answers.',
      ],
    },
    {
      heading: 'Our Story',
      paragraphs: [
        'Sauda started in Lahore with a handful of sellers who wanted a fairer way to sell online. Today shops from across the country sell fashion, electronics, home goods and more to shoppers in every province.',
      ],
    },
  ],
};
