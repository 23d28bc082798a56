// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { PaymentMethod } from './payment-method';
import { paymentMethodTexts } from './texts/en';
import { paymentMethodTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(paymentMethodTexts, paymentMethodTextsUr)]);

describe('PaymentMethod texts', () => {
  it('offers Cash on Delivery in English by default', () => {
    render(<PaymentMethod />);
    expect(screen.getByRole('radiogroup', { name: 'Payment Method' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toHaveProperty('checked', true);
  });

  it("speaks the provider's language, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <PaymentMethod labels={{ title: 'How you pay' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('radiogroup', { name: 'How you pay' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /کیش آن ڈیلیوری/ })).toBeTruthy();
  });
});
