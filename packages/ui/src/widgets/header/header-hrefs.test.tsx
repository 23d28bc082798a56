// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './header';

afterEach(cleanup);

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe("the header's links", () => {
  it("go to the spec's routes by default", () => {
    render(<Header search={null} brandName="Sauda" />);
    expect([hrefOf('Sauda'), hrefOf('Cart'), hrefOf('Login'), hrefOf('Policy'), hrefOf('Help & Support')]).toEqual([
      '/',
      '/cart',
      '/user/login',
      '/privacy-policy',
      '/help-and-support',
    ]);
  });

  it("go where a host's own routes are", () => {
    render(
      <Header
        search={null}
        brandName="Bazaar"
        hrefs={{ home: '/shop', cart: '/basket', login: '/sign-in', policy: '/privacy', help: '/support' }}
      />,
    );
    expect([hrefOf('Bazaar'), hrefOf('Cart'), hrefOf('Login'), hrefOf('Policy'), hrefOf('Help & Support')]).toEqual([
      '/shop',
      '/basket',
      '/sign-in',
      '/privacy',
      '/support',
    ]);
  });
});
