import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Popover,
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverTitle,
  PopoverTrigger,
} from '@sauda/ui';

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
  render: (args) => (
    <Popover>
      <PopoverTrigger>Delivery charges</PopoverTrigger>
      <PopoverContent {...args} className="w-72">
        <PopoverTitle>Delivery charges</PopoverTitle>
        <PopoverDescription>
          A flat Rs 200 shipping fee applies to every order. Orders arrive in 3 to 5 working days across Pakistan.
        </PopoverDescription>
        <div className="mt-3 flex justify-end">
          <PopoverClose>Got it</PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
} satisfies Meta<typeof PopoverContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the open popover by name once its entry transition has finished. */
async function findOpenPopover(name: string) {
  const popover = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(popover).toBeVisible());
  return popover;
}

export const Playground: Story = {};

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

/** A search field keeps focus while suggestions show under it: the popover is anchored, not triggered. */
export const AnchoredToSearchField: Story = {
  args: { align: 'start', padding: 'sm', sideOffset: 4 },
  render: function Anchored(args) {
    const [query, setQuery] = useState('');
    const [open, setOpen] = useState(false);
    const matches = recentSearches.filter((s) => s.includes(query.trim().toLowerCase()));
    return (
      <Popover open={open && matches.length > 0} onOpenChange={setOpen}>
        <PopoverAnchor className="w-80">
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
            className="focus-ring h-10 w-full rounded-md border border-line-strong bg-bg px-3 text-sm text-fg placeholder:text-muted"
          />
        </PopoverAnchor>
        <PopoverContent
          {...args}
          aria-label="Recent searches"
          className="w-(--radix-popover-trigger-width)"
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if ((event.target as Element).closest('[data-slot="popover-anchor"]')) event.preventDefault();
          }}
        >
          <ul className="flex flex-col">
            {matches.map((s) => (
              <li key={s} className="rounded-md px-3 py-2 text-fg">
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

export const RightToLeft: Story = {
  ...Open,
  args: { align: 'start' },
  globals: { dir: 'rtl' },
};

export const SmallScreen: Story = {
  ...Open,
  globals: { viewport: { value: 'phone360' } },
};
