import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, toast } from '@sauda/ui';

function ToastDemo() {
  useEffect(() => () => toast.remove(), []);
  return (
    <div className="sd:flex sd:flex-wrap sd:gap-3">
      <Toaster />
      <Button onPress={() => toast.success('Item added to wishlist!')}>Success</Button>
      <Button variant="danger" onPress={() => toast.error('Maximum quantity of 3 reached!')}>
        Error
      </Button>
      <Button variant="secondary" onPress={() => toast('Removed successfully')}>
        Blank
      </Button>
    </div>
  );
}

/**
 * Short messages that show for a moment after an action, such as "Added to cart". Use them for news that needs no
 * answer; an error the shopper must act on belongs beside the field or in a Dialog.
 */
const meta = {
  title: 'Widgets/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  parameters: { layout: 'fullscreen' },
  tags: ['no-visual'],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toasts with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** A success message. */
export const SuccessToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent('Item added to wishlist!'));
  },
};

export const ErrorToastIsAnAlert: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('alert')).toHaveTextContent('Maximum quantity of 3 reached!'),
    );
  },
};
