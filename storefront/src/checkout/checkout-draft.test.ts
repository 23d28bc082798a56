// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_DRAFT_KEY,
  clearCheckoutDraft,
  hasCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
} from './checkout-draft';

afterEach(() => sessionStorage.clear());

describe('checkout draft', () => {
  it('keeps the address as typed in this tab, for its own user only', () => {
    expect(hasCheckoutDraft()).toBe(false);
    saveCheckoutDraft('u-1', { streetAddressLine1: 'House 5', phoneNumber: '0321-7654321', country: 'Pakistan' });
    expect(hasCheckoutDraft()).toBe(true);
    expect(readCheckoutDraft('u-1')).toEqual({
      userId: 'u-1',
      address: { streetAddressLine1: 'House 5', phoneNumber: '0321-7654321' },
    });
    expect(readCheckoutDraft('u-2')).toBeNull();
    clearCheckoutDraft();
    expect(readCheckoutDraft('u-1')).toBeNull();
  });

  it('ignores what it cannot read, and fields it does not know', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft('u-1')).toBeNull();
    sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ userId: 'u-1', address: { city: 'Lahore', zipCode: 54000, token: 'x' } }),
    );
    expect(readCheckoutDraft('u-1')).toEqual({ userId: 'u-1', address: { city: 'Lahore' } });
  });
});
