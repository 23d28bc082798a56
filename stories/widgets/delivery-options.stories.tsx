import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { deliveryEstimate, type DeliveryPlace } from '@sauda/commerce';
import { DeliveryOptions } from '@sauda/ui';

// 10:00 in Karachi on 10 March 2025.
const now = new Date('2025-03-10T05:00:00Z');
const sahiwal: DeliveryPlace = { province: 'Punjab', city: 'Sahiwal' };

/**
 * Where the product would be delivered and how long it takes, with a way to pick another city. Use it on the
 * product page beside the price.
 */
const meta = {
  title: 'Widgets/DeliveryOptions',
  component: DeliveryOptions,
  args: {
    place: sahiwal,
    estimate: deliveryEstimate(sahiwal, { now }),
    onPlaceChange: fn(),
    returnPolicyHref: '/returns-and-refunds',
  },
  // The box as a page uses it: the estimate follows the place the shopper picks.
  render: function Render(args) {
    const [place, setPlace] = useState(args.place);
    return (
      <div className="sd:max-w-md">
        <DeliveryOptions
          {...args}
          place={place}
          estimate={place ? deliveryEstimate(place, { now }) : null}
          onPlaceChange={(next) => {
            setPlace(next);
            args.onPlaceChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof DeliveryOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The delivery options with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** For the shopper's saved city, with its delivery estimate. */
export const ForTheSavedCity: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Delivery & returns' });
    await expect(box).toHaveTextContent('Deliver to Sahiwal, Punjab');
    await expect(canvas.getByText('Get it between 14/03/2025 and 17/03/2025 (4–7 days)')).toBeVisible();
    await expect(canvas.getByText('Rs 200')).toBeVisible();
    await expect(canvas.getByText('Cash on Delivery available')).toBeVisible();
    await expect(canvas.getByText('Returns within 7 days of delivery')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return policy' })).toHaveAttribute('href', '/returns-and-refunds');
  },
};

/** No city known yet: the shopper picks a province, then a city, and sees a major city's shorter estimate. */
export const PicksACity: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { place: null, estimate: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Choose your city to see when it arrives.')).toBeVisible();
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(city).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Sindh');
    await userEvent.selectOptions(city, 'Karachi');
    await expect(args.onPlaceChange).toHaveBeenCalledWith({ province: 'Sindh', city: 'Karachi' });
    await expect(canvas.getByText('Deliver to Karachi, Sindh')).toBeVisible();
    await expect(canvas.getByText('Get it between 13/03/2025 and 16/03/2025 (3–6 days)')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Change' }));
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue('Sindh');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Islamabad');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Islamabad');
    await expect(canvas.getByText('Deliver to Islamabad, Islamabad')).toBeVisible();
  },
};

/** No estimate known for this place. */
export const NoEstimate: Story = {
  args: { estimate: null },
  render: (args) => (
    <div className="sd:max-w-md">
      <DeliveryOptions {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('We cannot estimate delivery to this city yet.')).toBeVisible();
    await expect(canvas.queryByText('Cash on Delivery available')).toBeNull();
  },
};

/** The delivery options in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };

/** The delivery options on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
