// @vitest-environment jsdom
import { deliveryEstimate, type DeliveryPlace } from '@sauda/commerce';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryOptions } from './delivery-options';

afterEach(cleanup);

const now = new Date('2025-03-10T05:00:00Z');

function Page({ start }: { start: DeliveryPlace | null }) {
  const [place, setPlace] = useState(start);
  return (
    <DeliveryOptions
      place={place}
      onPlaceChange={setPlace}
      estimate={place ? deliveryEstimate(place, { now }) : null}
      returnPolicyHref="/returns-and-refunds"
    />
  );
}

describe('DeliveryOptions', () => {
  it('shows the estimate, fee, COD and return policy for a known city', () => {
    render(<Page start={{ province: 'Punjab', city: 'Sahiwal' }} />);
    expect(screen.getByRole('region', { name: 'Delivery & returns' }).textContent).toContain(
      'Deliver to Sahiwal, Punjab',
    );
    screen.getByText('Get it between 14/03/2025 and 17/03/2025 (4–7 days)');
    screen.getByText('Rs 200');
    screen.getByText('Cash on Delivery available');
    expect(screen.getByRole('link', { name: 'Return policy' }).getAttribute('href')).toBe('/returns-and-refunds');
  });

  it('asks for a province and city first, then estimates for the city picked', () => {
    render(<Page start={null} />);
    expect(screen.queryByText('Cash on Delivery available')).toBeNull();
    const city = screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
    expect(city.disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Province' }), { target: { value: 'Sindh' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'Karachi' } });
    screen.getByText('Deliver to Karachi, Sindh');
    screen.getByText('Get it between 13/03/2025 and 16/03/2025 (3–6 days)');
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect((screen.getByRole('combobox', { name: 'Province' }) as HTMLSelectElement).value).toBe('Sindh');
  });
});
