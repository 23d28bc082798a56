import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the open list box has finished its entry transition. */
async function findOpenListbox() {
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(listbox).toBeVisible());
  return listbox;
}

export const Playground: Story = {};

export const KeyboardSelection: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveTextContent('Select a province');

    await userEvent.keyboard('{ArrowDown}');
    await findOpenListbox();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Punjab' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'Sindh' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenCalledWith('sindh');
    await expect(trigger).toHaveTextContent('Sindh');
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await findOpenListbox();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sindh' })).toHaveFocus());
    await expect(screen.getByRole('option', { name: 'Sindh' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Sindh');
  },
};

/** Left open so the accessibility check covers the list box and its options too. */
export const Open: Story = {
  args: { defaultSelectedKey: 'sindh' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    const listbox = await findOpenListbox();
    await expect(listbox).toHaveAccessibleName('Province');
    await expect(screen.getByRole('option', { name: 'Sindh' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const PickWithPointer: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await findOpenListbox();
    await userEvent.click(screen.getByRole('option', { name: 'Khyber Pakhtunkhwa' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('kpk');
    await expect(canvas.getByRole('button', { name: /Province/ })).toHaveTextContent('Khyber Pakhtunkhwa');
  },
};

export const Preselected: Story = {
  args: { defaultSelectedKey: 'punjab' },
};

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
    await expect(canvas.getByRole('button', { name: /City/ })).toHaveAccessibleDescription(
      'Cities of Punjab where we deliver.',
    );
  },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Please select a province' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await expect(trigger).toHaveAccessibleDescription(/Please select a province/);
    await expect(canvas.getByText('Please select a province')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultSelectedKey: 'sindh', isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Province/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const DisabledOptions: Story = {
  args: {
    items: provinces.map((p) => (p.id === 'gb' || p.id === 'ajk' ? { ...p, isDisabled: true } : p)),
    description: 'Delivery to Gilgit-Baltistan and Azad Jammu and Kashmir is paused.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Province/ }));
    await findOpenListbox();
    await expect(screen.getByRole('option', { name: 'Gilgit-Baltistan' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

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

export const RightToLeft: Story = {
  args: { defaultSelectedKey: 'sindh', description: 'Where your order is delivered.' },
  globals: { dir: 'rtl' },
};

export const SmallScreen: Story = {
  args: { errorMessage: 'Please select a province' },
  globals: { viewport: { value: 'phone360' } },
};
