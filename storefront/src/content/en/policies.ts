import type { Article } from '../article';
import { supportContact } from './support-contact';

/** /privacy-policy (spec §2.19). */
export const privacyPolicy: Article = {
  title: 'Privacy Policy',
  description: 'What Sauda collects about you, why, and the choices you have.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Your name, e-mail address and contact details when you register, place an order or sign up for our newsletter; the delivery addresses, orders, reviews and profile image you give us. We do not store card details: orders are paid in cash on delivery.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'To deliver your orders, handle returns and cancellations, send the codes that verify your e-mail and reset your password, and answer you when you contact us.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'The shop that sells you a product sees the name, phone and address it needs to ship it. We never sell your data.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [`You can edit your profile at any time. To delete your account, write to ${supportContact.email}.`],
    },
  ],
};

/** /terms-and-conditions (spec §2.19). */
export const termsAndConditions: Article = {
  title: 'Terms & Conditions',
  description: 'The rules for buying on Sauda.',
  sections: [
    {
      heading: 'Orders',
      paragraphs: [
        'An order is a request to buy from one or more shops. Each shop confirms its part; prices are those shown when you place the order, plus a flat shipping fee of Rs 200.',
      ],
    },
    {
      heading: 'Coupons',
      paragraphs: [
        'A coupon belongs to one shop and applies when that shop’s part of your order reaches the coupon’s minimum. One coupon per order.',
      ],
    },
    {
      heading: 'Cancellations and returns',
      paragraphs: [
        'You can cancel an order while it is Pending or Confirmed, and return it within 7 days of delivery as the Return & Refund policy describes.',
      ],
    },
    {
      heading: 'Reviews',
      paragraphs: ['Reviews must be about the product and your own experience. We remove abusive reviews.'],
    },
  ],
};

/** /returns-and-refunds, labelled 'Return & Refund' in the footer (spec §2.19, ARCHITECTURE §5.6). */
export const returnsAndRefunds: Article = {
  title: 'Return & Refund Policy',
  description: 'Return an item within 7 days of delivery and get your money back.',
  sections: [
    {
      heading: 'Returns',
      paragraphs: [
        'You can return an item within 7 days of delivery if it is damaged, the wrong item was shipped, its quality is unsatisfactory, or you changed your mind and it is unused with its tags.',
        'Request a return from Help & Support with your order ID and the reason.',
      ],
    },
    {
      heading: 'Refunds',
      paragraphs: [
        'Once the shop receives and checks the item, the refund takes up to 7 business days. Return shipping costs are deducted unless the return is due to the seller’s error.',
        'A defective or damaged item may be exchanged for the same item instead.',
      ],
    },
    {
      heading: 'What cannot be returned',
      paragraphs: ['Perishable goods, custom products and personal care items.'],
    },
    {
      heading: 'Cancellations',
      paragraphs: ['An order can be cancelled while it is Pending or Confirmed; nothing is charged.'],
    },
  ],
};
