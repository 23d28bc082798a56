import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutForm, PaymentMethod } from '@sauda/ui';
import { savedAddress } from '../fixtures/cart';

/**
 * The delivery details at checkout (name, phone, province, city, address, postcode) with the Place Order button.
 * Use it once, on the checkout page; the payment choice (PaymentMethod) goes inside it.
 */
const meta = {
  title: 'Widgets/CheckoutForm',
  component: CheckoutForm,
  args: { onSubmit: fn() },
  render: (args) => (
    <div className="sd:max-w-2xl">
      <CheckoutForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CheckoutForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form, as a first-time shopper sees it; try its props in the Controls panel. */
export const Playground: Story = {};

export const FillsAndSubmits: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Delivery address' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Full Name/ }), 'Bilal Ahmed');
    await expect(canvas.getByRole('textbox', { name: /Country/ })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: /Street Address/ }), 'Flat 7, Clifton Block 5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Sindh');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'City' }), 'Karachi');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode/ }), '75600');
    // Typed as Pakistanis type it; sent in its one stored form.
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '0321-1234567');
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
  tags: ['!dev', '!autodocs', 'scenario'],
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
    // Most Pakistani addresses have no postcode: it is optional.
    await expect(canvas.getByRole('textbox', { name: 'Postcode (optional)' })).not.toHaveAccessibleDescription(
      'All fields are required.',
    );
    const province = canvas.getByRole('combobox', { name: 'Province' });
    await expect(province).toBeInvalid();
    await expect(province).toHaveAccessibleDescription('All fields are required.');
    // The failed submit keeps what was typed; typing or choosing clears that field's error.
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Bilal Ahmed');
    await userEvent.type(street, 'House 3');
    await expect(street).not.toHaveAccessibleDescription('All fields are required.');
    await userEvent.selectOptions(province, 'Punjab');
    await expect(province).toBeValid();
    await expect(province).not.toHaveAccessibleDescription('All fields are required.');
  },
};

export const CityWaitsForProvince: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(city).toBeDisabled();
    await expect(city).toHaveAccessibleDescription('Select a province first.');
    const province = canvas.getByRole('combobox', { name: 'Province' });
    province.focus();
    await userEvent.selectOptions(province, 'Islamabad');
    await expect(city).toBeEnabled();
    await expect(city).toHaveDisplayValue('Select a city');
    await userEvent.tab();
    await expect(city).toHaveFocus();
    const options = within(city).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Islamabad']);
  },
};

export const ChangingProvinceClearsCity: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultValues: savedAddress },
  play: async ({ canvas }) => {
    const city = canvas.getByRole('combobox', { name: 'City' });
    await expect(city).toHaveDisplayValue('Lahore');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Province' }), 'Khyber Pakhtunkhwa');
    await expect(city).toHaveDisplayValue('Select a city');
    await expect(city).toHaveValue('');
  },
};

/** Filled in from the shopper's saved address. */
export const SavedAddress: Story = {
  args: { defaultValues: savedAddress },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(savedAddress);
  },
};

/** While the order is placed: the button is busy. */
export const PlacingOrder: Story = {
  args: { defaultValues: savedAddress, isSubmitting: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Placing Order/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FailedOrderKeepsValues: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultValues: savedAddress, error: 'Error placing order: Product is out of stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error placing order: Product is out of stock');
    await expect(canvas.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Ayesha Khan');
  },
};

/** An address with no postcode. */
export const WithoutPostcode: Story = {
  args: { defaultValues: { ...savedAddress, zipCode: '', phoneNumber: '+92 300 1234567' }, onValuesChange: fn() },
  play: async ({ args, canvas }) => {
    const postcode = canvas.getByRole('textbox', { name: 'Postcode (optional)' });
    await expect(postcode).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...savedAddress, zipCode: '', phoneNumber: '3001234567' });
    // What the shopper types is reported as typed, e.g. for a draft that survives a reload.
    await userEvent.type(postcode, '54000');
    await expect(args.onValuesChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ zipCode: '54000', phoneNumber: '+92 300 1234567' }),
    );
  },
};

/** A phone number that is not valid: the message says how to write it. */
export const InvalidPhone: Story = {
  args: { defaultValues: { ...savedAddress, phoneNumber: '0300-12345' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const phone = canvas.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(phone).toHaveAccessibleDescription(
      'Phone number must be a valid Pakistani number (10 digits, starting with 3)',
    );
  },
};

/** With the payment choice inside the form. */
export const WithPaymentMethod: Story = {
  args: { children: <PaymentMethod /> },
};

/** The checkout form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { args: { defaultValues: savedAddress }, globals: { dir: 'rtl' } };

/** The checkout form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
