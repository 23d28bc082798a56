import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextArea } from '@sauda/ui';

/**
 * A field for a few lines of free text, such as a message to support or the reason for a return. Use it when the
 * answer may run over one line; for short answers (name, phone) use TextField.
 */
const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Address', placeholder: 'House, street, area', onChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    rows: { control: { type: 'number', min: 2, max: 10 } },
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text area with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const TypeAndChange: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Address' });
    await userEvent.click(textarea);
    await userEvent.type(textarea, 'House 12, Street 4{Enter}DHA Phase 5, Lahore');
    await expect(textarea).toHaveValue('House 12, Street 4\nDHA Phase 5, Lahore');
    await expect(args.onChange).toHaveBeenLastCalledWith('House 12, Street 4\nDHA Phase 5, Lahore');
  },
};

/** With help under the label. */
export const WithDescription: Story = {
  args: {
    label: 'Message',
    placeholder: undefined,
    description: 'Tell us about your order or question. We reply within one working day.',
    isRequired: true,
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeRequired();
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).not.toHaveAttribute('required');
    await expect(textarea).toHaveAccessibleDescription(/We reply within one working day/);
  },
};

const submitted = fn();

export const NativeValidation: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: {
    label: 'Reason for return',
    placeholder: undefined,
    isRequired: true,
    minLength: 20,
    validationBehavior: 'native',
  },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
      className="sd:flex sd:flex-col sd:items-start sd:gap-3"
    >
      <TextArea {...args} />
      <Button type="submit">Send</Button>
    </form>
  ),
  beforeEach: () => submitted.mockClear(),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Reason for return' });
    await expect(textarea).toHaveAttribute('required');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).not.toHaveBeenCalled();
    await expect(textarea).toHaveFocus();
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea.validationMessage).not.toBe('');
    await expect(textarea).toHaveAccessibleDescription(textarea.validationMessage);

    await userEvent.type(textarea, 'The stitching on the sleeve came apart.');
    await expect(textarea).not.toHaveAccessibleDescription();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(submitted).toHaveBeenCalledOnce();
  },
};

/** Too short: the message says what is needed. */
export const WithError: Story = {
  args: {
    label: 'Reason for return',
    placeholder: undefined,
    defaultValue: 'Bad',
    errorMessage: 'Please describe the problem in at least 20 characters',
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Reason for return' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Please describe the problem in at least 20 characters');
  },
};

/** Not changeable. */
export const Disabled: Story = {
  args: { defaultValue: 'House 12, Street 4, DHA Phase 5, Lahore', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toBeDisabled();
  },
};

/** Text that cannot change here, with the reason. */
export const ReadOnly: Story = {
  args: {
    label: 'Delivery address',
    defaultValue: 'House 12, Street 4\nDHA Phase 5, Lahore\nPunjab',
    isReadOnly: true,
    description: 'The order has shipped, so its address can no longer change.',
  },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Delivery address' });
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('House 12, Street 4\nDHA Phase 5, Lahore\nPunjab');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long label and help text wrap. */
export const LongLabel: Story = {
  args: {
    label:
      'Anything the seller should know before packing your order, such as gift wrapping or a preferred delivery time',
    description: 'Sellers read this note before they pack. Do not share card numbers or passwords here.',
    defaultValue:
      'Please wrap the lawn suit as a gift and remove the price tag. Deliver after 5 pm on weekdays because nobody is home before that.',
  },
};

/** The text area in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  args: { description: 'Include the nearest landmark.' },
  globals: { dir: 'rtl' },
};

/** With an error, on a phone. */
export const SmallScreen: Story = {
  args: { errorMessage: 'Please enter your address' },
  globals: { viewport: { value: 'phone360' } },
};
