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

  it('shows the links to the other languages it is given in the bottom row, after the copyright', () => {
    const { container } = render(
      <Footer
        languages={
          <a href="/ur" lang="ur" hrefLang="ur">
            اردو
          </a>
        }
      />,
    );
    const link = screen.getByRole('link', { name: 'اردو' });
    expect(link.getAttribute('href')).toBe('/ur');
    const bottom = container.querySelector('[data-slot="footer-bottom"]');
    expect(bottom?.contains(link)).toBe(true);
    const copyright = container.querySelector('[data-slot="footer-copyright"]');
    expect(copyright?.compareDocumentPosition(link)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
