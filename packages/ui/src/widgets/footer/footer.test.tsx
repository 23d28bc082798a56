// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './footer';

afterEach(cleanup);

describe('Footer', () => {
  it("leads 'Live Chat' to the contact page and shows no social icons that lead nowhere", () => {
    render(<Footer />);
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }));
    expect(contact.getByRole('link', { name: 'Live Chat' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/')).toEqual([]);
  });

  it('shows the social profiles it is given', () => {
    render(
      <Footer
        socialLinks={[{ network: 'facebook', label: 'Facebook', href: 'https://facebook.com/x', isExternal: true }]}
      />,
    );
    const social = within(screen.getByRole('list', { name: 'Social media' }));
    expect(social.getByRole('link', { name: /Sauda on Facebook/ }).getAttribute('href')).toBe('https://facebook.com/x');
  });
});
