// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testOrderRow } from '../../test-support/test-order';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderConfirmation } from './order-confirmation';
import { orderConfirmationTexts } from './texts/en';
import { orderConfirmationTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderConfirmationTexts, orderConfirmationTextsUr)]);
const row = testOrderRow({ orderNumber: 'SD-4821-7730', shippingFee: 200 });
const steps = () =>
  screen
    .getAllByRole('listitem')
    .slice(1)
    .map((step) => step.textContent);

describe('OrderConfirmation texts', () => {
  it('says what happens next in English by default, with the total in the last step', () => {
    render(<OrderConfirmation rows={[row]} trackHref="/track" />);
    expect(steps()).toEqual([
      'The shop confirms your order and packs it.',
      'A courier brings it to your address; you can follow it on the tracking page.',
      'Pay Rs 5,200 in cash when it arrives.',
    ]);
    expect(screen.getByRole('link', { name: 'Track your order' })).toBeTruthy();
  });

  it("speaks the provider's language, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderConfirmation rows={[row]} trackHref="/track" labels={{ continueShopping: 'Back to the shop' }} />
      </KitTextsProvider>,
    );
    expect(steps()[2]).toBe('آرڈر پہنچنے پر Rs 5,200 نقد ادا کریں۔');
    expect(screen.getByRole('link', { name: 'اپنا آرڈر ٹریک کریں' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeTruthy();
  });
});
