/** Texts of the contact page (§2.18). */
export const contact = {
  title: 'Contact Us - Sauda',
  description: 'Reach Sauda support by email, phone or the contact form.',
  heading: 'Contact Us',
  subtitle: 'Questions about an order, a return or your account? We are here to help.',
  details: 'Contact details',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  hours: 'Support hours',
  formHeading: 'Send us a message',
  vendorHeading: 'Vendor support',
  vendorText: 'Selling on Sauda? The seller centre has guides, payouts and a team for sellers.',
  vendorLink: 'Go to the seller centre',
  sellerCentreUrl: 'https://seller.sauda.pk',
} as const;
