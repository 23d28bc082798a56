import { describe, expect, it } from 'vitest';
import { formatCount } from './count';
import { formatDate, formatDateTime } from './date';
import { formatPhone, normalisePakistaniPhone } from './phone';
import { formatPrice } from './price';
import { categoryPath, fromSlug, productPath, searchPath, storePath, toSlug } from './slug';
import { truncate, truncateHeaderName, truncateProductName } from './truncate';

describe('formatCount', () => {
  it('groups thousands the way prices are grouped', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12480)).toBe('12,480');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('rounds fractions and shows 0 for negative or missing counts', () => {
    expect(formatCount(1499.6)).toBe('1,500');
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatPrice', () => {
  it('groups thousands and shows whole rupees', () => {
    expect(formatPrice(0)).toBe('Rs 0');
    expect(formatPrice(10)).toBe('Rs 10');
    expect(formatPrice(999)).toBe('Rs 999');
    expect(formatPrice(1500)).toBe('Rs 1,500');
    expect(formatPrice(9990)).toBe('Rs 9,990');
    expect(formatPrice(10000)).toBe('Rs 10,000');
    expect(formatPrice(1234567)).toBe('Rs 1,234,567');
  });

  it('shows paisa only when there are any', () => {
    expect(formatPrice(1500.5)).toBe('Rs 1,500.50');
    expect(formatPrice(99.999)).toBe('Rs 100');
    expect(formatPrice(0.05)).toBe('Rs 0.05');
  });

  it('handles negatives and non-numbers', () => {
    expect(formatPrice(-200)).toBe('-Rs 200');
    expect(formatPrice(Number.NaN)).toBe('Rs 0');
  });
});

describe('formatPhone', () => {
  it('formats as +92 3XX XXXXXXX from any usual form', () => {
    expect(formatPhone('3141234910')).toBe('+92 314 1234910');
    expect(formatPhone('03141234910')).toBe('+92 314 1234910');
    expect(formatPhone('+92 314 1234910')).toBe('+92 314 1234910');
    expect(formatPhone('0092-314-1234910')).toBe('+92 314 1234910');
  });

  it('keeps odd numbers readable and empty as empty', () => {
    expect(formatPhone('4212345')).toBe('+92 4212345');
    expect(formatPhone('')).toBe('');
    expect(normalisePakistaniPhone('(0314) 123-4910')).toBe('3141234910');
  });
});

describe('formatDateTime', () => {
  it('shows dd/MM/yyyy hh:mm a in Asia/Karachi by default', () => {
    expect(formatDateTime('2024-03-05T09:07:00Z')).toBe('05/03/2024 02:07 PM');
    expect(formatDateTime('2024-12-31T19:30:00Z')).toBe('01/01/2025 12:30 AM');
    expect(formatDateTime('2024-06-15T07:00:00Z')).toBe('15/06/2024 12:00 PM');
  });

  it('takes another time zone', () => {
    expect(formatDateTime('2024-03-05T09:07:00Z', 'UTC')).toBe('05/03/2024 09:07 AM');
    expect(formatDateTime(new Date(Date.UTC(2024, 0, 1, 0, 5)), 'UTC')).toBe('01/01/2024 12:05 AM');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });

  it("keeps Pakistan's clock of the zone database, on both sides of its last daylight saving", () => {
    const zone = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Karachi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    /** Intl's own 'dd/MM/yyyy, hh:mm am' in the house shape. */
    const reference = (at: Date) =>
      zone
        .format(at)
        .replace(',', '')
        .replace(/\s?([ap])m$/i, (_, half: string) => ` ${half.toUpperCase()}M`)
        .replace(/ 00:/, ' 12:');
    const start = Date.UTC(2009, 9, 31, 12, 0);
    const instants = [
      ...Array.from({ length: 48 }, (_, i) => new Date(start + i * 17 * 60_000)), // across 1 November 2009, 00:00 PKST
      new Date('2009-07-01T10:15:00Z'), // daylight saving (UTC+6)
      new Date('2008-12-31T23:59:00Z'),
      new Date('2026-11-24T18:59:00Z'),
      new Date('2040-02-29T19:00:00Z'),
    ];
    for (const at of instants) expect({ at, shown: formatDateTime(at) }).toEqual({ at, shown: reference(at) });
    expect(formatDateTime('2009-07-01T10:15:00Z')).toBe('01/07/2009 04:15 PM');
  });
});

describe('formatDate', () => {
  it('is the day part of formatDateTime, in Pakistan time', () => {
    expect(formatDate('2024-03-05T20:07:00Z')).toBe('06/03/2024');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('truncation', () => {
  it('cuts header names longer than 10 characters', () => {
    expect(truncateHeaderName('Muhammad A')).toBe('Muhammad A');
    expect(truncateHeaderName('Muhammad Ali')).toBe('Muhammad A...');
  });

  it('cuts product names longer than 30 characters', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateProductName(thirty)).toBe(thirty);
    expect(truncateProductName(`${thirty}b`)).toBe(`${thirty}...`);
  });

  it('never splits an emoji', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('slugs and paths', () => {
  it('turns spaces into hyphens and back', () => {
    expect(toSlug('Kids Fashion')).toBe('Kids-Fashion');
    expect(fromSlug('Kids-Fashion')).toBe('Kids Fashion');
    expect(toSlug(' Men  Shoes ')).toBe('Men--Shoes');
  });

  it('builds the routes of the spec', () => {
    expect(productPath('Lawn Suit 3pc', 'P1')).toBe('/product/Lawn-Suit-3pc/P1');
    expect(categoryPath('Kids Fashion', 'C1')).toBe('/Kids-Fashion/C1');
    expect(storePath('Ali Traders', 'S1')).toBe('/store/Ali-Traders/S1');
    expect(productPath('50% Off', 'P1')).toBe('/product/50%25-Off/P1');
    expect(searchPath(' red shoes ')).toBe('/search?query=red%20shoes');
  });
});
