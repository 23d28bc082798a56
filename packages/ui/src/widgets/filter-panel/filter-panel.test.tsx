// @vitest-environment jsdom
import type { ListingFilters } from '@sauda/commerce';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FormatProvider, intlFormats } from '../../lib/formats';
import { FilterChips } from '../filter-chips';
import { FilterPanel } from './filter-panel';
import { stubResizeObserver } from '../../test-support/resize-observer';

beforeAll(stubResizeObserver);
afterEach(cleanup);

/** Phones: a Rs 42,999 handset must fit between the bounds. */
const phones = { min: 0, max: 300_000, step: 1_000 };

async function renderPanel(value: ListingFilters, props: Partial<Parameters<typeof FilterPanel>[0]> = {}) {
  const onChange = vi.fn();
  const { container } = render(
    <FilterPanel value={value} onChange={onChange} brands={['Samsung']} colours={[]} sizes={[]} {...props} />,
  );
  await waitFor(() => expect(container.querySelector('[data-static]')).toBeNull());
  return {
    onChange,
    minimum: screen.getByRole('slider', { name: 'Minimum price' }),
    maximum: screen.getByRole('slider', { name: 'Maximum price' }),
  };
}

describe('FilterPanel price range', () => {
  it("keeps the spec's slider, Rs 0 to Rs 10,000, by default", async () => {
    const { maximum } = await renderPanel({});
    expect(maximum.getAttribute('aria-valuenow')).toBe('10000');
    expect(maximum.getAttribute('aria-valuetext')).toBe('Rs 10,000');
  });

  it("brackets a Rs 42,999 phone on a host's range, in the host's steps", async () => {
    const { minimum, maximum, onChange } = await renderPanel({}, { priceRange: phones });
    expect(maximum.getAttribute('aria-valuetext')).toBe('Rs 300,000');
    minimum.focus();
    for (let i = 0; i < 4; i++) fireEvent.keyDown(minimum, { key: 'PageUp' });
    maximum.focus();
    fireEvent.keyDown(maximum, { key: 'Home' });
    for (let i = 0; i < 5; i++) fireEvent.keyDown(maximum, { key: 'PageUp' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const [chosen] = onChange.mock.lastCall as [ListingFilters];
    expect(chosen.minPrice).toBeLessThanOrEqual(42_999);
    expect(chosen.maxPrice).toBeGreaterThanOrEqual(42_999);
    expect(chosen.maxPrice! % phones.step).toBe(0);
  });

  it("shows an applied bound past 10,000 where the host's range allows it", async () => {
    const { minimum, maximum } = await renderPanel({ minPrice: 40_000, maxPrice: 45_000 }, { priceRange: phones });
    expect(minimum.getAttribute('aria-valuetext')).toBe('Rs 40,000');
    expect(maximum.getAttribute('aria-valuetext')).toBe('Rs 45,000');
  });
});

describe('FilterPanel single choices', () => {
  const lists = { brands: ['Khaadi', 'Bata'], colours: ['Black', 'Red'], sizes: [] };

  it("draws each list as a radio group led by 'Any' that clears the filter", async () => {
    const onChange = vi.fn();
    render(<FilterPanel value={{ brand: 'Bata' }} onChange={onChange} {...lists} singleChoiceStyle="radio" />);
    const brand = within(screen.getByRole('radiogroup', { name: 'Brand' }));
    expect(brand.getByRole('radio', { name: 'Bata' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(brand.getByRole('radio', { name: 'Khaadi' }));
    expect(onChange).toHaveBeenLastCalledWith({ brand: 'Khaadi' });
    fireEvent.click(brand.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('draws each list as toggle chips; pressing the chosen one clears it', () => {
    const onChange = vi.fn();
    render(<FilterPanel value={{ color: 'Red' }} onChange={onChange} {...lists} singleChoiceStyle="chip" />);
    const colour = within(screen.getByRole('group', { name: 'Color' }));
    expect(colour.getByRole('button', { name: 'Red' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(colour.getByRole('button', { name: 'Red' }));
    expect(onChange).toHaveBeenLastCalledWith({});
    fireEvent.click(colour.getByRole('button', { name: 'Black' }));
    expect(onChange).toHaveBeenLastCalledWith({ color: 'Black' });
  });
});

describe('FilterChips price chip', () => {
  it("reads an open bound as the host range's end, in the provider's currency", () => {
    render(
      <FormatProvider formats={intlFormats('en-PK', { currency: 'USD' })}>
        <FilterChips filters={{ minPrice: 40_000 }} onChange={vi.fn()} priceRange={phones} />
      </FormatProvider>,
    );
    const chip = within(screen.getByRole('group', { name: 'Selected Filters:' })).getByRole('listitem');
    expect(chip.textContent).toMatch(/40,000.*300,000/);
    expect(chip.textContent).toMatch(/\$|USD/);
    expect(chip.textContent).not.toContain('Rs');
  });
});
