import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  Dialog,
  DialogTrigger,
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
  type PopoverContentProps,
  type PopoverProps,
} from '@sauda/ui';

/** The popover most stories open: a title, a description and a close button. */
function DeliveryCharges({ onOpenChange, ...args }: PopoverContentProps & Pick<PopoverProps, 'onOpenChange'>) {
  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger>Delivery charges</PopoverTrigger>
      <PopoverContent {...args} className="sd:w-72">
        <PopoverTitle>Delivery charges</PopoverTitle>
        <PopoverDescription>
          A flat Rs 200 shipping fee applies to every order. Orders arrive in 3 to 5 working days across Pakistan.
        </PopoverDescription>
        <div className="sd:mt-3 sd:flex sd:justify-end">
          <PopoverClose>Got it</PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/**
 * A small panel tied to a control, for extra detail or a few quick options, such as delivery charges beside a price
 * or suggestions under a search field. It closes when the shopper clicks elsewhere. For a task or decision that
 * must be answered, use Dialog.
 */
const meta = {
  title: 'Primitives/Popover',
  component: PopoverContent,
  subcomponents: { Popover, PopoverTrigger, PopoverAnchor, PopoverTitle, PopoverDescription, PopoverClose },
  args: { side: 'bottom', align: 'center', sideOffset: 8, padding: 'md' },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    sideOffset: { control: { type: 'number', min: 0, max: 32 } },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
  parameters: { layout: 'centered' },
  render: (args) => <DeliveryCharges {...args} />,
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open popover by name once its entry transition has finished. */
async function findOpenPopover(name: string) {
  const popover = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(popover).toBeVisible());
  return popover;
}

/** The popover with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Open under its trigger. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery charges' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const popover = await findOpenPopover('Delivery charges');
    await expect(popover).toHaveAccessibleDescription(/flat Rs 200 shipping fee/);
    await expect(within(popover).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};

export const OutsideClickCloses: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery charges' });
    await userEvent.click(trigger);
    await findOpenPopover('Delivery charges');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardAndEscape: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Delivery charges' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await findOpenPopover('Delivery charges');
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await findOpenPopover('Delivery charges')).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

const recentSearches = ['lawn suit 3 piece', 'khussa for men', 'basmati rice 5kg', 'power bank 20000mAh'];

/** Under a search field that keeps the typing focus, as search suggestions are. */
export const AnchoredToSearchField: Story = {
  args: { align: 'start', padding: 'sm', sideOffset: 4 },
  render: function Anchored(args) {
    const [query, setQuery] = useState('');
    const [open, setOpen] = useState(false);
    const matches = recentSearches.filter((s) => s.includes(query.trim().toLowerCase()));
    return (
      <Popover open={open && matches.length > 0} onOpenChange={setOpen}>
        <PopoverAnchor className="sd:w-80">
          <input
            type="search"
            aria-label="Search products"
            placeholder="Search in Sauda"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            className="sd:focus-ring sd:h-10 sd:w-full sd:rounded-md sd:border sd:border-line-strong sd:bg-bg sd:px-3 sd:text-sm sd:text-fg sd:placeholder:text-muted"
          />
        </PopoverAnchor>
        <PopoverContent
          {...args}
          aria-label="Recent searches"
          className="sd:w-(--popover-anchor-width)"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if ((event.target as Element).closest('[data-slot="popover-anchor"]')) event.preventDefault();
          }}
        >
          <ul className="sd:flex sd:flex-col">
            {matches.map((s) => (
              <li key={s} className="sd:rounded-md sd:px-3 sd:py-2 sd:text-fg">
                {s}
              </li>
            ))}
          </ul>
        </PopoverContent>
      </Popover>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.click(input);
    const popover = await findOpenPopover('Recent searches');
    await expect(within(popover).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.type(input, 'lawn');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(within(popover).getAllByRole('listitem')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus returns to the trigger once the overlay has unmounted.
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** In a right-to-left page the panel lines up with its trigger's right edge. */
export const RightToLeft: Story = {
  args: { align: 'start' },
  globals: { dir: 'rtl' },
  play: async (context) => {
    await Open.play?.(context);
    const trigger = context.canvas.getByRole('button', { name: 'Delivery charges' }).getBoundingClientRect();
    const popover = await findOpenPopover('Delivery charges');
    const edge = document.documentElement.dir === 'rtl' ? 'right' : 'left';
    // Measured once the entry transition (a slight scale) has settled.
    await waitFor(() => expect(Math.abs(popover.getBoundingClientRect()[edge] - trigger[edge])).toBeLessThan(1));
    await expect(popover.getBoundingClientRect().top).toBeGreaterThan(trigger.bottom);
  },
};

/** The popover on a 360 px wide phone. */
export const SmallScreen: Story = {
  ...Open,
  globals: { viewport: { value: 'phone360' } },
};

const openChanges = fn();

/** Opens the popover with a click on its trigger; focus moves to 'Got it', its only control. */
async function openWithClick(canvas: { getByRole: typeof screen.getByRole }) {
  const trigger = canvas.getByRole('button', { name: 'Delivery charges' });
  await userEvent.click(trigger);
  const popover = await findOpenPopover('Delivery charges');
  await waitFor(() => expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus());
  return trigger;
}

/** A second click on the trigger closes the popover for good: the press is not also an outside click. */
export const TriggerToggles: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  render: (args) => <DeliveryCharges {...args} onOpenChange={openChanges} />,
  play: async ({ canvas }) => {
    openChanges.mockClear();
    const trigger = await openWithClick(canvas);
    await userEvent.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((settle) => setTimeout(settle, 100));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(openChanges.mock.calls).toEqual([[true], [false]]);
  },
};

/** Escape from a control inside closes the popover and focus goes back to the trigger. */
export const EscapeReturnsFocus: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = await openWithClick(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Tab past the popover's last control goes round to its first (Radix's focus scope): the panel stays until Escape, a
 * press outside or its close button, and focus then goes back to the trigger.
 */
export const TabGoesRoundInside: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  render: (args) => (
    <div className="sd:flex sd:items-center sd:gap-3">
      <DeliveryCharges {...args} />
      <a href="#checkout" className="sd:text-sm sd:text-brand">
        Go to checkout
      </a>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = await openWithClick(canvas);
    const popover = await findOpenPopover('Delivery charges');
    await userEvent.tab();
    await expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Go to checkout' })).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Low on the screen, with no room below, the popover opens above its trigger. */
export const FlipsAboveNearBottom: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="sd:flex sd:h-screen sd:items-end sd:justify-center sd:p-4">
      <DeliveryCharges {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = await openWithClick(canvas);
    const popover = await findOpenPopover('Delivery charges');
    await expect(popover).toHaveAttribute('data-side', 'top');
    await expect(popover.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};

/** Inside a modal Dialog, Escape closes the popover only; a second Escape closes the dialog. */
export const InsideDialog: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  render: (args) => (
    <Dialog title="Delivery address" defaultOpen>
      <DeliveryCharges {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delivery address' });
    const trigger = await openWithClick(within(dialog));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery charges' })).not.toBeInTheDocument());
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery address' })).not.toBeInTheDocument());
  },
};

/** A modal Dialog opened from inside the popover takes the keys and focus first: Escape closes the dialog only. */
export const OpensDialogFromInside: Story = {
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  render: (args) => (
    <Popover>
      <PopoverTrigger>Delivery charges</PopoverTrigger>
      <PopoverContent {...args} className="sd:w-72">
        <PopoverTitle>Delivery charges</PopoverTitle>
        <PopoverDescription>A flat Rs 200 shipping fee applies to every order.</PopoverDescription>
        <DialogTrigger>
          <Button variant="secondary" size="sm">
            Delivery areas
          </Button>
          <Dialog title="Delivery areas">We deliver to every city in Pakistan.</Dialog>
        </DialogTrigger>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delivery charges' }));
    const popover = await findOpenPopover('Delivery charges');
    const areas = within(popover).getByRole('button', { name: 'Delivery areas' });
    await userEvent.click(areas);
    const dialog = await screen.findByRole('dialog', { name: 'Delivery areas' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(popover).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery areas' })).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Delivery charges' })).toBeVisible();
    await waitFor(() => expect(areas).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delivery charges' })).not.toBeInTheDocument());
  },
};
