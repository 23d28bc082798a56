// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormatProvider, intlFormats, pakistaniFormats, useFormats } from './formats';

function Price({ amount, at }: { amount: number; at: string }) {
  const format = useFormats();
  return (
    <p lang={format.locale}>
      {format.price(amount)} · {format.date(at)}
    </p>
  );
}

const at = '2024-10-29T07:45:00Z';

describe('FormatProvider', () => {
  it("without a provider, widgets write the spec's Pakistani formats", () => {
    render(<Price amount={1500} at={at} />);
    expect(screen.getByText('Rs 1,500 · 29/10/2024').getAttribute('lang')).toBe('en-PK');
  });

  it('with Urdu formats, dates come in Urdu and amounts in rupees', () => {
    render(
      <FormatProvider formats={intlFormats('ur-PK')}>
        <Price amount={1500} at={at} />
      </FormatProvider>,
    );
    const text = screen.getByText(/اکتوبر/);
    expect(text.getAttribute('lang')).toBe('ur-PK');
    expect(text.textContent).toMatch(/Rs\s1,500/);
  });

  it("another market's currency and zone", () => {
    const formats = intlFormats('en-GB', { currency: 'GBP', timeZone: 'Europe/London' });
    expect(formats.price(42999)).toBe('£42,999');
    expect(formats.price(10.5)).toBe('£10.50');
    expect(formats.date(at)).toBe('29 Oct 2024');
    expect(formats.dateTime('not a date')).toBe('');
  });

  it('the default formats show paisa only when there are some, and group counts', () => {
    expect(pakistaniFormats.price(1500.5)).toBe('Rs 1,500.50');
    expect(pakistaniFormats.count(1234567)).toBe('1,234,567');
    expect(pakistaniFormats.dateTime(at)).toBe('29/10/2024 12:45 PM');
  });
});
