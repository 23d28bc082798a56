import { describe, expect, it } from 'vitest';
import { formatDate, SHIPPING_FEE } from '..';
import { deliveryEstimate, isDeliveryPlace, MAJOR_CITIES } from '.';

// 23:30 in Karachi on 10 March 2025: the next Karachi day starts half an hour later.
const now = new Date('2025-03-10T18:30:00Z');

describe('deliveryEstimate', () => {
  it('promises 4–7 days to a city when the seller’s province is not known, with the flat fee and COD', () => {
    const estimate = deliveryEstimate({ province: 'Punjab', city: 'Sahiwal' }, { now });
    expect(estimate).toMatchObject({ minDays: 4, maxDays: 7, fee: SHIPPING_FEE, cashOnDelivery: true });
    expect(formatDate(estimate!.earliest)).toBe('14/03/2025');
    expect(formatDate(estimate!.latest)).toBe('17/03/2025');
  });

  it('is 2–4 days within the seller’s province and 4–7 from another', () => {
    const sahiwal = { province: 'Punjab', city: 'Sahiwal' };
    expect(deliveryEstimate(sahiwal, { now, from: 'Punjab' })).toMatchObject({ minDays: 2, maxDays: 4 });
    expect(deliveryEstimate(sahiwal, { now, from: 'Sindh' })).toMatchObject({ minDays: 4, maxDays: 7 });
  });

  it('brings a major city a day sooner at each end', () => {
    expect(deliveryEstimate({ province: 'Sindh', city: 'Karachi' }, { now, from: 'Sindh' })).toMatchObject({
      minDays: 1,
      maxDays: 3,
    });
    expect(deliveryEstimate({ province: 'Islamabad', city: 'Islamabad' }, { now })).toMatchObject({
      minDays: 3,
      maxDays: 6,
    });
  });

  it('has no estimate for a place the checkout does not deliver to', () => {
    expect(deliveryEstimate({ province: 'Punjab', city: 'Karachi' }, { now })).toBeNull();
    expect(deliveryEstimate({ province: 'Kashmir', city: 'Muzaffarabad' }, { now })).toBeNull();
  });

  it('names only cities of the checkout’s lists as major', () => {
    const provinces = ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan', 'Islamabad'];
    for (const city of MAJOR_CITIES) {
      expect(
        provinces.some((province) => isDeliveryPlace({ province, city })),
        city,
      ).toBe(true);
    }
  });
});
