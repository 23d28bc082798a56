/** Texts of the /help-and-support page (§2.19); its questions are `content/en/faq.ts`'s `helpFaq`. */
export const helpAndSupport = {
  title: 'Help & Support - Sauda',
  description: 'Track, cancel or return an order, reset your password, or contact us.',
  heading: 'Help & Support',
  subtitle: 'How can we help you today?',
  search: 'Search help',
  searchPlaceholder: 'Search for help...',
  contactHeading: 'Still need help?',
  email: 'Email',
  phone: 'Phone',
  hours: 'Support hours',
} as const;
