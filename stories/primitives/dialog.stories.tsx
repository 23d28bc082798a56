import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, DialogTrigger, Spinner } from '@sauda/ui';

/**
 * A window over the page for a short task or a decision the shopper must take before going on, such as confirming a
 * cancellation or reading the return policy. Use it sparingly: for extra detail beside a control use Popover, for
 * long lists of filters or categories use the drawers. Escape, the close button and a click outside close it unless
 * it is blocking.
 */
const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Login Required',
    description: 'You need to be logged in to follow this shop.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'fullscreen-on-small'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    isOpen: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    // A modal covers the whole docs page, so each story gets its own frame there.
    docs: { story: { inline: false, iframeHeight: 480 } },
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Follow</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Login</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open dialog by role and name once its entry transition has finished. */
async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The dialog with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Keyboard only: Enter opens, focus moves in and stays in, Escape closes and focus returns to the trigger. */
export const KeyboardFocusTrap: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Follow' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await findOpenDialog('Login Required');
    await expect(dialog).toHaveAccessibleDescription('You need to be logged in to follow this shop.');
    await expect(within(dialog).getByRole('heading', { name: 'Login Required' })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Open, with a title, text and actions in its footer. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button>Follow</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Login</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await findOpenDialog('Login Required');
    const body = within(dialog);
    await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(body.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** The close button, a footer action and an outside click all close it. */
export const Closing: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Follow' });

    await userEvent.click(trigger);
    await userEvent.click(within(await findOpenDialog('Login Required')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await findOpenDialog('Login Required')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    const overlay = (await findOpenDialog('Login Required')).closest('[data-slot="dialog-overlay"]') as HTMLElement;
    await userEvent.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * The trigger says whether its dialog is open (`aria-expanded`), and focus comes back to it after Escape and after the
 * close button; each way out reports the close once.
 */
export const FocusReturnsToTrigger: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Follow' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Login Required');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(dialog).not.toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    const close = within(await findOpenDialog('Login Required')).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * A click on the dimmed backdrop closes a dismissable dialog and gives focus back to the trigger; a click inside the
 * panel does not. While it is open the page behind does not scroll.
 */
export const BackdropClickCloses: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Follow' });
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('Login Required');
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

    await userEvent.click(within(dialog).getByText('You need to be logged in to follow this shop.'));
    await expect(screen.getByRole('dialog', { name: 'Login Required' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(dialog.closest('[data-slot="dialog-overlay"]') as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  },
};

/** With `isDismissable={false}` an outside click does nothing; Escape and the close button still work. */
export const NotDismissableOutside: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Follow' }));
    const dialog = await findOpenDialog('Login Required');
    await userEvent.click(dialog.closest('[data-slot="dialog-overlay"]') as HTMLElement);
    await expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A blocking dialog while the order is placed: no close button, and it cannot be dismissed. */
export const Blocking: Story = {
  args: {
    title: 'Placing your order...',
    description: 'Please wait while we confirm your order. Do not close or refresh this page.',
    blocking: true,
    isOpen: true,
    size: 'sm',
  },
  render: (args) => (
    <Dialog {...args}>
      <div className="sd:flex sd:justify-center sd:py-2 sd:text-brand">
        <Spinner size="lg" label={null} />
      </div>
    </Dialog>
  ),
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Placing your order...');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.closest('[data-slot="dialog-overlay"]') as HTMLElement);
    await expect(screen.getByRole('dialog', { name: 'Placing your order...' })).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Opened and closed from state, e.g. after a failed request. */
export const Controlled: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  render: function Controlled(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="danger" onPress={() => setOpen(true)}>
          Cancel Order
        </Button>
        <Dialog
          {...args}
          role="alertdialog"
          size="sm"
          title="Cancel this order?"
          description="Order #SD-10482 will be cancelled and the seller will be notified."
          isOpen={isOpen}
          onOpenChange={setOpen}
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Keep Order
              </Button>
              <Button variant="danger" onPress={close}>
                Yes, Cancel
              </Button>
            </>
          )}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Cancel Order' });
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('Cancel this order?', 'alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const returnPolicy = [
  'Items can be returned within 7 days of delivery if they are unused and in their original packaging.',
  'Refunds are sent to your original payment method or as Sauda credit within 5 to 7 working days after the seller receives the item.',
  'Cash on Delivery orders are refunded by bank transfer to the account you provide in the return request.',
  'Fashion items must have their tags attached. Undergarments, cosmetics and perishable groceries cannot be returned.',
  'If you received a damaged or wrong item, open a return from My Orders and attach photos; the pickup is free.',
  'Sellers may reject a return that does not meet these conditions. You can contact support to dispute the decision.',
];

/** A long policy in a large dialog: the text scrolls inside it. */
export const LongContent: Story = {
  args: { title: 'Return Policy', description: undefined, size: 'lg', defaultOpen: true },
  render: (args) => (
    <Dialog {...args} footer={({ close }) => <Button onPress={close}>I Understand</Button>}>
      {[...returnPolicy, ...returnPolicy, ...returnPolicy].map((line, i) => (
        <p key={i} className="sd:mb-3">
          {line}
        </p>
      ))}
    </Dialog>
  ),
  play: async () => {
    const dialog = await findOpenDialog('Return Policy');
    await expect(within(dialog).getByRole('button', { name: 'I Understand' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The dialog in a right-to-left (Urdu) page: its layout mirrors. */
export const RightToLeft: Story = {
  ...Open,
  globals: { dir: 'rtl' },
};

/** On a phone the dialog fills the screen. */
export const FullscreenOnSmallScreen: Story = {
  ...Open,
  args: { size: 'fullscreen-on-small' },
  globals: { viewport: { value: 'phone360' } },
};
