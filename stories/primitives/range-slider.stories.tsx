import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { formatPrice } from '@sauda/commerce';
import { Button, preloadRangeSlider, RangeSlider } from '@sauda/ui';

/**
 * Picks a range between two values with two handles, such as a price from Rs 500 to Rs 8,000 in the filters. Use it
 * where a rough range is enough; when exact numbers matter, ask for them in text fields.
 */
const meta = {
  title: 'Primitives/RangeSlider',
  component: RangeSlider,
  // Its interactive control loads when it mounts; loaded first, the stories show and test it from their first frame.
  loaders: [preloadRangeSlider],
  args: {
    label: 'Price range',
    min: 0,
    max: 10000,
    step: 10,
    defaultValue: [0, 10000],
    thumbLabels: ['Minimum price', 'Maximum price'],
    formatValue: formatPrice,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    dir: { control: 'inline-radio', options: [undefined, 'ltr', 'rtl'] },
    formatValue: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="sd:max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The range slider with typical content: try its props in the Controls panel. */
export const Playground: Story = {};

/** Thumb `thumb`'s `aria-valuemin` and `aria-valuemax`, as numbers. */
const boundsOf = (thumb: HTMLElement) => [
  Number(thumb.getAttribute('aria-valuemin')),
  Number(thumb.getAttribute('aria-valuemax')),
];

/**
 * Each thumb moves within the other (the APG multi-thumb slider): arrows one step, Page keys ten, Home and End to the
 * thumb's own bound, the end of the track or the other thumb. Each thumb's `aria-valuemin`/`aria-valuemax` say where
 * that bound is, and every key press commits.
 */
export const Keyboard: Story = {
  tags: ['!dev', '!autodocs', 'scenario'],
  args: { defaultValue: [500, 8000] },
  play: async ({ args, canvas }) => {
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    await expect(canvas.getByRole('group', { name: 'Price range' })).toBeVisible();
    await expect(boundsOf(minimum)).toEqual([0, 8000]);
    await expect(boundsOf(maximum)).toEqual([500, 10000]);

    await userEvent.tab();
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '510');
    await expect(minimum).toHaveAttribute('aria-valuetext', 'Rs 510');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([510, 8000]);
    await expect(boundsOf(maximum)).toEqual([510, 10000]);
    await userEvent.keyboard('{PageUp}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '610');
    await userEvent.keyboard('{PageDown}{ArrowLeft}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '500');

    // End takes the minimum only as far as the maximum, which stays put, and focus stays on the minimum.
    await userEvent.keyboard('{End}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '8000');
    await expect(minimum).toHaveAttribute('aria-valuetext', 'Rs 8,000');
    await expect(maximum).toHaveAttribute('aria-valuenow', '8000');
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{PageUp}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '8000');
    await userEvent.keyboard('{Home}{PageUp}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '100');
    await expect(boundsOf(maximum)).toEqual([100, 10000]);

    await userEvent.tab();
    await expect(maximum).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(maximum).toHaveAttribute('aria-valuenow', '7900');
    await expect(boundsOf(minimum)).toEqual([0, 7900]);
    await userEvent.keyboard('{End}{ArrowRight}');
    await expect(maximum).toHaveAttribute('aria-valuenow', '10000');
    await expect(maximum).toHaveAttribute('aria-valuetext', 'Rs 10,000');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([100, 10000]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith([100, 10000]);
    await expect(canvas.getByText('Rs 100 – Rs 10,000')).toBeVisible();

    // Home takes the maximum down to the minimum, not past it, and moves neither the minimum nor focus.
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(maximum).toHaveAttribute('aria-valuenow', '100');
    await expect(minimum).toHaveAttribute('aria-valuenow', '100');
    await expect(maximum).toHaveFocus();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([100, 100]);
    await expect(boundsOf(minimum)).toEqual([0, 100]);
    await expect(boundsOf(maximum)).toEqual([100, 10000]);
  },
};

/** With an OK button: the listing applies the range only when it is pressed. */
export const AppliedWithOk: Story = {
  render: function Applied(args) {
    const [range, setRange] = useState<[number, number]>([0, 10000]);
    const [applied, setApplied] = useState<[number, number]>([0, 10000]);
    return (
      <div className="sd:flex sd:flex-col sd:gap-4">
        <RangeSlider {...args} value={range} onValueChange={setRange} />
        <Button size="sm" onPress={() => setApplied(range)}>
          OK
        </Button>
        <p className="sd:text-sm sd:text-muted">
          Showing products from {formatPrice(applied[0])} to {formatPrice(applied[1])}
        </p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    maximum.focus();
    await userEvent.keyboard('{PageDown}{PageDown}');
    await expect(maximum).toHaveAttribute('aria-valuenow', '9800');
    await expect(canvas.getByText('Showing products from Rs 0 to Rs 10,000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(canvas.getByText('Showing products from Rs 0 to Rs 9,800')).toBeVisible();
  },
};

/** Plain numbers instead of prices, such as a discount in percent. */
export const PlainNumbers: Story = {
  args: {
    label: 'Discount (%)',
    min: 0,
    max: 90,
    step: 5,
    defaultValue: [10, 50],
    thumbLabels: undefined,
    formatValue: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Minimum' })).toHaveAttribute('aria-valuetext', '10');
    await expect(canvas.getByRole('slider', { name: 'Maximum' })).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('10 – 50')).toBeVisible();
  },
};

/** Not available. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: [1000, 6000] },
  play: async ({ args, canvas }) => {
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    await expect(minimum).toHaveAttribute('data-disabled');
    await userEvent.tab();
    await expect(minimum).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** In a right-to-left page the lowest value sits on the right. */
export const RightToLeft: Story = {
  args: { defaultValue: [500, 8000] },
  globals: { dir: 'rtl' },
  play: async ({ canvas }) => {
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    await waitFor(() =>
      expect(minimum.getBoundingClientRect().left).toBeGreaterThan(maximum.getBoundingClientRect().left),
    );
    minimum.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(minimum).toHaveAttribute('aria-valuenow', '510');
  },
};

/**
 * user-event's pointer events are synthetic: Chromium sees no pressed button and ignores `setPointerCapture`, which
 * Radix needs to follow a drag and to notice its end. While a story plays, capture is kept per pointer as a real
 * press would keep it; the returned cleanup restores the browser's own methods.
 */
function emulatePointerCapture() {
  const proto = Element.prototype;
  const { setPointerCapture, hasPointerCapture, releasePointerCapture } = proto;
  const captured = new Map<number, Element>();
  proto.setPointerCapture = function (this: Element, pointerId: number) {
    captured.set(pointerId, this);
  };
  proto.hasPointerCapture = function (this: Element, pointerId: number) {
    return captured.get(pointerId) === this;
  };
  proto.releasePointerCapture = function (this: Element, pointerId: number) {
    if (captured.get(pointerId) === this) captured.delete(pointerId);
  };
  return () => Object.assign(proto, { setPointerCapture, hasPointerCapture, releasePointerCapture });
}

/** A press on the track moves the nearer thumb there; dragging a thumb moves it, and letting go commits once. */
export const PointerDrag: Story = {
  // An interaction test; its look is the same as the stories above.
  tags: ['no-visual', '!dev', '!autodocs', 'scenario'],
  args: { defaultValue: [2000, 8000] },
  beforeEach: emulatePointerCapture,
  play: async ({ args, canvas, canvasElement }) => {
    const control = canvasElement.querySelector<HTMLElement>('[data-slot="range-slider-control"]')!;
    const minimum = canvas.getByRole('slider', { name: 'Minimum price' });
    const maximum = canvas.getByRole('slider', { name: 'Maximum price' });
    const track = control.getBoundingClientRect();
    const at = (share: number) => ({
      clientX: track.left + track.width * share,
      clientY: track.top + track.height / 2,
    });

    await userEvent.pointer({ keys: '[MouseLeft]', target: control, coords: at(0.7) });
    await expect(maximum).toHaveAttribute('aria-valuenow', '7000');
    await expect(maximum).toHaveFocus();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([2000, 7000]);

    // The pressed thumb captures the pointer, so a browser sends it the moves: user-event dispatches them there too.
    const thumb = minimum.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: minimum, coords: { clientX: thumb.left + thumb.width / 2, clientY: thumb.top } },
      { target: minimum, coords: at(0.45) },
      // Dragged past the other thumb, it stops where that one stands.
      { target: minimum, coords: at(0.9) },
      { keys: '[/MouseLeft]', target: minimum, coords: at(0.9) },
    ]);
    await expect(minimum).toHaveAttribute('aria-valuenow', '7000');
    await expect(minimum).toHaveFocus();
    await expect(args.onValueCommit).toHaveBeenCalledTimes(2);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([7000, 7000]);
    await expect(canvas.getByText('Rs 7,000 – Rs 7,000')).toBeVisible();
  },
};

/** On a phone each handle stays large enough for a thumb. */
export const SmallScreen: Story = {
  args: { defaultValue: [2500, 7500] },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas }) => {
    for (const thumb of canvas.getAllByRole('slider')) {
      const { width, height } = thumb.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }
  },
};
