import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '@sauda/ui';

const provinces = [
  { id: 'punjab', label: 'Punjab' },
  { id: 'sindh', label: 'Sindh' },
  { id: 'kpk', label: 'Khyber Pakhtunkhwa' },
  { id: 'balochistan', label: 'Balochistan' },
  { id: 'islamabad', label: 'Islamabad Capital Territory' },
  { id: 'gb', label: 'Gilgit-Baltistan' },
  { id: 'ajk', label: 'Azad Jammu and Kashmir' },
];

/**
 * Picks one option from a list that opens on demand, such as the province or city of an address. Use it for many
 * options (more than about six) or where space is tight; for a few options the shopper should compare, use
 * RadioGroup.
 */
const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Province', placeholder: 'Select a province', items: provinces, onSelectionChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The native select: the platform's own picker, announced as a combobox named by its label. */
const province = (canvas: ReturnType<typeof within>) => canvas.getByRole('combobox', { name: /Province/ });

/** The select with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const KeyboardSelection: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const select = province(canvas);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Select a province');
    await expect(select).toHaveValue('');

    await userEvent.selectOptions(select, 'Sindh');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sindh');
    await expect(select).toHaveDisplayValue('Sindh');
    await expect(select).toHaveFocus();

    await userEvent.tab({ shift: true });
    await expect(select).not.toHaveFocus();
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(select).toHaveDisplayValue('Sindh');
  },
};

/** The list open, with every province. */
export const Options: Story = {
  args: { defaultSelectedKey: 'sindh' },
  play: async ({ canvas }) => {
    const select = province(canvas);
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(provinces.map((p) => p.label));
    await expect(within(select).getByRole('option', { name: 'Sindh' })).toHaveProperty('selected', true);
    // The placeholder is hidden from the list (and so from the accessibility tree) and cannot be picked.
    const [placeholder] = within(select).getAllByRole('option', { hidden: true });
    await expect(placeholder).toHaveTextContent('Select a province');
    await expect(placeholder).not.toBeVisible();
    await expect(placeholder).toBeDisabled();
    await expect(placeholder).toHaveAttribute('value', '');
  },
};

export const PickWithPointer: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(province(canvas), 'Khyber Pakhtunkhwa');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('kpk');
    await expect(province(canvas)).toHaveDisplayValue('Khyber Pakhtunkhwa');
  },
};

/** With an option already chosen. */
export const Preselected: Story = {
  args: { defaultSelectedKey: 'punjab' },
  play: async ({ canvas }) => {
    await expect(province(canvas)).toHaveDisplayValue('Punjab');
    await expect(province(canvas)).toHaveValue('punjab');
  },
};

/** With help under the label. */
export const WithDescription: Story = {
  args: {
    label: 'City',
    placeholder: 'Select a city',
    items: [
      { id: 'lahore', label: 'Lahore' },
      { id: 'faisalabad', label: 'Faisalabad' },
      { id: 'rawalpindi', label: 'Rawalpindi' },
      { id: 'multan', label: 'Multan' },
    ],
    description: 'Cities of Punjab where we deliver.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription(
      'Cities of Punjab where we deliver.',
    );
  },
};

/** Required and empty: the message says what to do. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Please select a province' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveAccessibleDescription('Please select a province');
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
    await expect(canvas.getByText('Please select a province')).toBeVisible();
  },
};

/** Not changeable. */
export const Disabled: Story = {
  args: { defaultSelectedKey: 'sindh', isDisabled: true },
  play: async ({ canvas }) => {
    const select = province(canvas);
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Sindh');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
  },
};

/** Some options not available, with the reason under the field. */
export const DisabledOptions: Story = {
  args: {
    items: provinces.map((p) => (p.id === 'gb' || p.id === 'ajk' ? { ...p, isDisabled: true } : p)),
    description: 'Delivery to Gilgit-Baltistan and Azad Jammu and Kashmir is paused.',
  },
  play: async ({ canvas }) => {
    const select = province(canvas);
    await expect(within(select).getByRole('option', { name: 'Gilgit-Baltistan' })).toBeDisabled();
    await expect(within(select).getByRole('option', { name: 'Sindh' })).toBeEnabled();
  },
};

/** A long label and long options wrap. */
export const LongLabel: Story = {
  args: {
    label: 'Province or territory where the parcel should be delivered (check your CNIC address if unsure)',
    items: [
      ...provinces,
      { id: 'long', label: 'Federally Administered Tribal Areas (merged into Khyber Pakhtunkhwa in 2018)' },
    ],
    defaultSelectedKey: 'long',
    description: 'We use this to work out delivery times and which couriers can reach you.',
  },
};

/** The select in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  args: { defaultSelectedKey: 'sindh', description: 'Where your order is delivered.' },
  globals: { dir: 'rtl' },
};

/** With an error, on a phone. */
export const SmallScreen: Story = {
  args: { errorMessage: 'Please select a province' },
  globals: { viewport: { value: 'phone360' } },
};
