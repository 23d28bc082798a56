import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ContactForm } from '@sauda/ui';

/**
 * Lets a visitor send a message to support: name, email and message. Use it on the contact page; for problems with
 * an order, point shoppers to the cancel and return forms.
 */
const meta = {
  title: 'Widgets/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

export const SendsAndClears: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Bilal Ahmed');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'bilal@example.pk');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Where is my parcel to Multan?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Bilal Ahmed',
      email: 'bilal@example.pk',
      message: 'Where is my parcel to Multan?',
    });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Your message has been sent'));
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('');
  },
};

export const EveryFieldIsChecked: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required');
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAccessibleDescription('Message is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FailureKeepsTheMessage: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { onSubmit: fn(async () => Promise.reject(new Error('Too many messages. Please try again in a minute.'))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Bilal Ahmed');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'bilal@example.pk');
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Too many messages. Please try again in a minute.'),
    );
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  },
};

/** The contact form in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = { globals: { dir: 'rtl' } };
/** The contact form on a 360 px wide phone. */
export const SmallScreen: Story = { globals: { viewport: { value: 'phone360' } } };
