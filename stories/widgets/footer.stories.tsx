import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '@sauda/ui';

/**
 * The foot of every page: link columns, contact details, social links and the copyright. Use it once per page;
 * every text is a prop, for another brand.
 */
const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  argTypes: { developerCredit: { control: 'text' } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The footer with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** The three link columns. */
export const ColumnsAndLinks: Story = {
  play: async ({ canvas }) => {
    const about = within(canvas.getByRole('region', { name: 'About Us' }));
    await expect(about.getByRole('link', { name: 'About Company' })).toHaveAttribute('href', '/about-us');
    await expect(about.getByText(/go-to multi-vendor e-commerce platform/)).toBeVisible();

    const helpful = within(canvas.getByRole('navigation', { name: 'Helpful Links' }));
    const links = helpful.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms & Conditions', '/terms-and-conditions'],
      ['Return & Refund', '/returns-and-refunds'],
      ['FAQ', '/faq'],
      ['Help & Support', '/help-and-support'],
    ]);

    const contact = within(canvas.getByRole('region', { name: 'Contact Us' }));
    await expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    // Sauda has no chat: 'Live Chat' leads where a message reaches support (the spec's led home).
    await expect(contact.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/contact-us');
    await expect(contact.getByRole('link', { name: 'Email: support@sauda.pk' })).toHaveAttribute(
      'href',
      'mailto:support@sauda.pk',
    );
    await expect(contact.getByRole('link', { name: 'Phone: +92 42 111 728 320' })).toHaveAttribute(
      'href',
      'tel:+9242111728320',
    );
    await expect(contact.getByText('Lahore, Pakistan')).toBeVisible();
    await expect(canvas.getByText('© 2024 Sauda. All rights reserved.')).toBeVisible();
    await expect(canvas.getByText('Designed and developed by the Sauda team')).toBeVisible();
    // No social icons unless real profiles are given: none of the spec's led anywhere.
    await expect(canvas.queryByRole('list', { name: 'Social media' })).toBeNull();
  },
};

/** With the marketplace's social profiles. */
export const SocialLinks: Story = {
  args: {
    socialLinks: [
      { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example', isExternal: true },
      { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example', isExternal: true },
    ],
  },
  play: async ({ canvas }) => {
    const social = within(canvas.getByRole('list', { name: 'Social media' }));
    await expect(social.getAllByRole('link')).toHaveLength(2);
    const facebook = social.getByRole('link', { name: 'Sauda on Facebook (opens in a new tab)' });
    await expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/example');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Another brand's name, contact details and credit. */
export const CustomDetails: Story = {
  args: {
    brandName: 'Bazaar',
    email: 'help@bazaar.pk',
    phone: '+92 300 1234567',
    address: 'Karachi, Pakistan',
    developerCredit: 'Built by Hamza Siddiqui',
    socialLinks: [
      { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example', isExternal: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Phone: +92 300 1234567' })).toHaveAttribute(
      'href',
      'tel:+923001234567',
    );
    await expect(canvas.getByText('© 2024 Bazaar. All rights reserved.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bazaar on Facebook (opens in a new tab)' })).toBeVisible();
  },
};

/** The footer in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** On phones the columns stack. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
