import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutForm, PaymentMethod } from '@sauda/ui';
import { savedAddress } from '../fixtures/cart';

const meta = {
  title: 'Widgets/CheckoutForm',
  component: CheckoutForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <div className="max-w-2xl">
      <CheckoutForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list box opens in a popover outside the story's root. */
const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Playground: Story = {};

export const FillsAndSubmits: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Billing Details' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Bilal Ahmed');
    await expect(canvas.getByRole('textbox', { name: /Country/ })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: /Street Address/ }), 'Flat 7, Clifton Block 5');
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Sindh' }));
    await userEvent.click(canvas.getByRole('button', { name: /City/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Karachi' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode/ }), '75600');
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '3211234567');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), '  bilal@example.pk ');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Bilal Ahmed',
      country: 'Pakistan',
      streetAddressLine1: 'Flat 7, Clifton Block 5',
      streetAddressLine2: '',
      city: 'Karachi',
      state: 'Sindh',
      zipCode: '75600',
      phoneNumber: '3211234567',
      email: 'bilal@example.pk',
    });
  },
};

export const AllFieldsAreRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Bilal Ahmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const street = canvas.getByRole('textbox', { name: /Street Address/ });
    await waitFor(() => expect(street).toHaveFocus());
    await expect(street).toHaveAccessibleDescription('All fields are required.');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'All fields are required.',
    );
    await expect(canvas.getByRole('textbox', { name: /Apartment/ })).not.toHaveAccessibleDescription(
      'All fields are required.',
    );
    // The failed submit keeps what was typed; typing clears that field's error.
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Bilal Ahmed');
    await userEvent.type(street, 'House 3');
    await expect(street).not.toHaveAccessibleDescription('All fields are required.');
  },
};

export const CityWaitsForProvince: Story = {
  play: async ({ canvas, canvasElement }) => {
    const city = canvas.getByRole('button', { name: /City/ });
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('Select a province first.');
    canvas.getByRole('button', { name: /Province/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Islamabad' }));
    await expect(city).toBeEnabled();
    await userEvent.click(city);
    const options = await page(canvasElement).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Islamabad']);
    await userEvent.keyboard('{Escape}');
  },
};

export const ChangingProvinceClearsCity: Story = {
  args: { defaultValues: savedAddress },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /City/ })).toHaveTextContent('Lahore');
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await userEvent.click(await page(canvasElement).findByRole('option', { name: 'Khyber Pakhtunkhwa' }));
    await expect(canvas.getByRole('button', { name: /City/ })).toHaveTextContent('Select a city');
  },
};

export const SavedAddress: Story = {
  args: { defaultValues: savedAddress },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(savedAddress);
  },
};

export const PlacingOrder: Story = {
  args: { defaultValues: savedAddress, isSubmitting: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Placing Order/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FailedOrderKeepsValues: Story = {
  args: { defaultValues: savedAddress, error: 'Error placing order: Product is out of stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error placing order: Product is out of stock');
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ayesha Khan');
  },
};

export const WithPaymentMethod: Story = {
  args: { children: <PaymentMethod /> },
};

export const RightToLeft: Story = { args: { defaultValues: savedAddress }, globals: { dir: 'rtl' } };

export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
