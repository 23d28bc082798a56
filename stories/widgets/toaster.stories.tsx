import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, toast } from '@sauda/ui';

function ToastDemo() {
  useEffect(() => () => toast.remove(), []);
  return (
    <div className="flex flex-wrap gap-3">
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

const meta = {
  title: 'Widgets/Toaster',
  component: Toaster,
  render: () => <ToastDemo />,
  parameters: { layout: 'fullscreen' },
  tags: ['no-visual'],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SuccessToast: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent('Item added to wishlist!'));
  },
};

export const ErrorToastIsAnAlert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await waitFor(() =>
      expect(within(document.body).getByRole('alert')).toHaveTextContent('Maximum quantity of 3 reached!'),
    );
  },
};
