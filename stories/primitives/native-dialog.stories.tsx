import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NativeDialog, buttonVariants, type NativeDialogProps } from '@sauda/ui';
import { galleryProduct } from '../fixtures/store';

const images = galleryProduct.images.slice(0, 3);
const total = images.length;
/** What each of the three fixture pictures shows. */
const views = ['front', 'dupatta', 'back'];
const imageAlt = (index: number) => `${galleryProduct.name}, ${views[index]}`;

/**
 * A trigger and the dialog wired as a widget wires them: the trigger opens it, `onClose` closes it and puts focus back
 * on the trigger, `onStep` shows the previous or next image and the title follows.
 */
function ImageViewer({ isOpen: startsOpen, onClose, onStep, ...args }: NativeDialogProps) {
  const [isOpen, setOpen] = useState(startsOpen);
  const [index, setIndex] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'secondary' })}
      >
        View Images
      </button>
      <NativeDialog
        {...args}
        isOpen={isOpen}
        title={`Image ${index + 1} of ${total}`}
        onStep={
          onStep &&
          ((step) => {
            onStep(step);
            setIndex((shown) => (shown + step + total) % total);
          })
        }
        onClose={() => {
          onClose();
          setOpen(false);
          trigger.current?.focus();
        }}
      >
        <img
          src={images[index]}
          alt={imageAlt(index)}
          width={600}
          height={600}
          className="sd:mx-auto sd:max-h-[calc(100dvh-8rem)] sd:w-auto sd:max-w-full sd:rounded-md sd:object-contain"
        />
      </NativeDialog>
    </>
  );
}

/**
 * A light full-screen viewer built on the browser's own dialog, made for pictures: the shopper steps from one image
 * to the next. Use it to zoom product or review photos; for questions, forms and confirmations use Dialog.
 */
const meta = {
  title: 'Primitives/NativeDialog',
  component: NativeDialog,
  args: {
    isOpen: false,
    title: 'Image 1 of 3',
    closeLabel: 'Close',
    size: 'lg',
    onClose: fn(),
    onStep: fn(),
    children: null,
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg', 'xl'] },
    // The story's viewer owns these: the title follows the shown image.
    isOpen: { control: false },
    title: { control: false },
    children: { control: false },
  },
  parameters: {
    // The modal covers the whole frame, so each story gets its own frame in the docs and fills it in screenshots.
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
  decorators: [
    (Story) => (
      <div className="sd:min-h-dvh sd:p-4">
        <Story />
      </div>
    ),
  ],
  render: (args) => <ImageViewer {...args} />,
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, found by its role and accessible name (the title). */
const findDialog = (name: string) => screen.findByRole('dialog', { name });

/** The image viewer dialog with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Open on the first picture, with previous and next. */
export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await findDialog('Image 1 of 3');
    await expect(within(dialog).getByRole('heading', { name: 'Image 1 of 3' })).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: imageAlt(0) })).toBeVisible();
    // The browser moves focus into the modal: to its first control, the close button. Waited for: a clean CI run
    // (2026-11-29, 1 of 790 story tests) read the focus elsewhere at once after the dialog was found, while Storybook
    // may still render the story again as it opens on a busy runner; the focus must still end on the close button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
  },
};

/** Escape, the close button and a click on the backdrop each close it once, and focus goes back to the trigger. */
export const FocusReturnsToTrigger: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View Images' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await findDialog('Image 1 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await findDialog('Image 1 of 3')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    // The backdrop belongs to the dialog element: a click on the element itself is a click outside the panel.
    await userEvent.click(await findDialog('Image 1 of 3'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** While open, Tab stays on the dialog's controls and the page behind does not scroll; both end with the dialog. */
export const HoldsFocusAndPage: Story = {
  // It ends where FocusReturnsToTrigger ends; its baseline would add nothing.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View Images' });
    await userEvent.click(trigger);
    const close = within(await findDialog('Image 1 of 3')).getByRole('button', { name: 'Close' });
    await expect(close).toHaveFocus();
    await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });
    await expect(trigger).toHaveFocus();
  },
};

/** A click inside the panel is not a click on the backdrop. */
export const ClickInsideStaysOpen: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isOpen: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Image 1 of 3');
    await userEvent.click(within(dialog).getByRole('img'));
    await userEvent.click(within(dialog).getByRole('heading'));
    await expect(screen.getByRole('dialog', { name: 'Image 1 of 3' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const StepsWithArrowKeys: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isOpen: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Image 1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 2 of 3');
    await expect(within(dialog).getByRole('img', { name: imageAlt(1) })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(dialog).toHaveAccessibleName('Image 3 of 3');
    await expect(args.onStep).toHaveBeenLastCalledWith(-1);
  },
};

/** Without `onStep` the arrow keys do nothing. */
export const WithoutStepping: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { isOpen: true, onStep: undefined, size: 'md' },
  play: async () => {
    const dialog = await findDialog('Image 1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleName('Image 1 of 3');
  },
};

/** In a right-to-left page: "next" points to the left. */
export const RightToLeft: Story = {
  args: { isOpen: true },
  globals: { dir: 'rtl' },
  play: async ({ args }) => {
    const dialog = await findDialog('Image 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(dialog).toHaveAccessibleName('Image 2 of 3');
    await expect(args.onStep).toHaveBeenLastCalledWith(1);
  },
};

/** On a phone the viewer fills the screen. */
export const SmallScreen: Story = {
  args: { isOpen: true },
  globals: { viewport: { value: 'phone360' } },
  play: async () => {
    const dialog = await findDialog('Image 1 of 3');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('img')).toBeVisible();
  },
};
