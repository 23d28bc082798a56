// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { CheckoutForm } from './checkout-form';
import { checkoutFormTexts } from './texts/en';
import { checkoutFormTextsUr } from './texts/ur';

afterEach(cleanup);

const address = {
  fullName: 'Bilal Ahmed',
  streetAddressLine1: 'Flat 7, Clifton Block 5',
  state: 'Sindh',
  city: 'Karachi',
  email: 'bilal@example.pk',
};

describe('CheckoutForm', () => {
  it("is the 'Delivery address', placed without a postcode and with the phone as typed", () => {
    const onSubmit = vi.fn();
    render(<CheckoutForm onSubmit={onSubmit} defaultValues={{ ...address, phoneNumber: '0300-1234567' }} />);
    expect(screen.getByRole('form', { name: 'Delivery address' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Postcode (optional)' }) as HTMLInputElement).required).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...address,
      country: 'Pakistan',
      streetAddressLine2: '',
      zipCode: '',
      phoneNumber: '3001234567',
    });
  });

  it('reports what is typed, for a draft, but not the initial values', () => {
    const onValuesChange = vi.fn();
    render(<CheckoutForm onSubmit={vi.fn()} defaultValues={address} onValuesChange={onValuesChange} />);
    expect(onValuesChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '+92 321 7654321' } });
    expect(onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ ...address, phoneNumber: '+92 321 7654321' }),
    );
  });

  it("speaks the provider's language, commerce's messages included, and a label still wins", () => {
    const onSubmit = vi.fn();
    render(
      <KitTextsProvider texts={new Map([translated(checkoutFormTexts, checkoutFormTextsUr)])}>
        <CheckoutForm
          onSubmit={onSubmit}
          defaultValues={{ ...address, email: '', phoneNumber: '12345' }}
          labels={{ submit: 'Confirm' }}
        />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('form', { name: 'ڈیلیوری ایڈریس' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const errors = Array.from(document.querySelectorAll('[data-slot$="-error"]'), (error) => error.textContent);
    expect(errors).toEqual([
      'فون نمبر درست پاکستانی موبائل نمبر ہونا چاہیے (10 ہندسے، 3 سے شروع)',
      'تمام خانے پُر کرنا ضروری ہے۔',
    ]);
  });
});
