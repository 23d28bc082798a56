/** How shoppers reach Sauda's support team (footer, help and contact pages). */
export const supportContact = {
  email: 'support@sauda.pk',
  phone: '+92 42 111 728 320',
  address: 'Lahore, Pakistan',
  hours: 'Mon-Fri 9:00 AM-5:00 PM',
} as const;
