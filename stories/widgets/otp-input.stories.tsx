import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { OtpInput } from '@sauda/ui';

/**
 * Six boxes for a one-time code sent by SMS or email; the shopper can type or paste it. Use it for verification
 * codes only; for other numbers use TextField.
 */
const meta = {
  title: 'Widgets/OtpInput',
  component: OtpInput,
  args: { label: 'Enter the 6-digit code', onChange: fn(), onComplete: fn() },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code input with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const TypeCompletesOnSixthDigit: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('12a3');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('3');
    await expect(canvas.getByRole('textbox', { name: 'Digit 4 of 6' })).toHaveFocus();
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

export const PasteWholeCode: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('98 76-54');
    for (const [position, digit] of ['9', '8', '7', '6', '5', '4'].entries()) {
      await expect(canvas.getByRole('textbox', { name: `Digit ${position + 1} of 6` })).toHaveValue(digit);
    }
    await expect(args.onComplete).toHaveBeenCalledWith('987654');
  },
};

export const BackspaceAndArrows: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.keyboard('123');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Digit 3 of 6' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1');
  },
};

export const SkippingAheadReturnsToFirstEmptyBox: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 5 of 6' }));
    await expect(canvas.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveFocus();
  },
};

/** An incomplete code: the message asks for six digits. */
export const WithError: Story = {
  args: { value: '12', errorMessage: 'Please enter a 6-digit OTP.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP.');
    await expect(canvas.getByRole('group', { name: 'Enter the 6-digit code' })).toHaveAccessibleDescription(
      'Please enter a 6-digit OTP.',
    );
  },
};

/** While the code is checked: the boxes are locked. */
export const Verifying: Story = { args: { value: '123456', isDisabled: true } };

/** Part of a code, in a right-to-left page: the digits still read left to right. */
export const RightToLeft: Story = { args: { value: '1234' }, globals: { dir: 'rtl' } };

/** Part of a code, on a phone. */
export const SmallScreen: Story = { args: { value: '482' }, globals: { viewport: { value: 'phone360' } } };
