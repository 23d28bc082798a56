// @vitest-environment jsdom
import { formatPrice } from '@sauda/commerce';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RangeSlider } from './range-slider';
import type { RangeSliderProps } from './range-slider-props';
import { stubResizeObserver } from '../../test-support/resize-observer';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const priceSlider = (props: Partial<RangeSliderProps>, onValueCommit = vi.fn()) => (
  <RangeSlider
    label="Price range"
    min={0}
    max={10000}
    step={10}
    defaultValue={[500, 8000]}
    thumbLabels={['Minimum price', 'Maximum price']}
    formatValue={formatPrice}
    onValueCommit={onValueCommit}
    {...props}
  />
);

/** Renders a price slider and waits for its interactive control (Radix Slider, loaded on mount). */
async function renderPrice(props: Partial<RangeSliderProps> = {}) {
  const onValueCommit = vi.fn();
  const { container } = render(priceSlider(props, onValueCommit));
  await waitFor(() => expect(container.querySelector('[data-static]')).toBeNull());
  const minimum = screen.getByRole('slider', { name: 'Minimum price' });
  const maximum = screen.getByRole('slider', { name: 'Maximum price' });
  const press = (thumb: HTMLElement, key: string) => {
    thumb.focus();
    fireEvent.keyDown(thumb, { key });
  };
  return { minimum, maximum, press, onValueCommit };
}

const bounds = (thumb: HTMLElement) => [thumb.getAttribute('aria-valuemin'), thumb.getAttribute('aria-valuemax')];

describe('RangeSlider', () => {
  it('renders on the server with both thumbs in place, named and valued, before its interactive code loads', () => {
    const html = renderToString(priceSlider({}));
    expect(html).toContain('data-static');
    expect(html.match(/role="slider"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Minimum price"');
    expect(html).toContain('aria-valuetext="Rs 8,000"');
    expect(html).toContain('aria-valuemax="8000"');
    expect(html).toContain('inset-inline-start:calc(80% - 19.2px)');
    expect(html).not.toContain('Suspense');
  });

  it("bounds each thumb by the other thumb's value and reads values in rupees", async () => {
    const { minimum, maximum, press } = await renderPrice();
    expect(bounds(minimum)).toEqual(['0', '8000']);
    expect(bounds(maximum)).toEqual(['500', '10000']);
    expect(minimum.getAttribute('aria-valuetext')).toBe('Rs 500');
    expect(maximum.getAttribute('aria-valuetext')).toBe('Rs 8,000');

    press(maximum, 'PageDown');
    expect(maximum.getAttribute('aria-valuenow')).toBe('7900');
    expect(bounds(minimum)).toEqual(['0', '7900']);
  });

  it('moves the focused thumb to its own bound on Home and End', async () => {
    const { minimum, maximum, press, onValueCommit } = await renderPrice();
    press(minimum, 'End');
    expect(minimum.getAttribute('aria-valuenow')).toBe('8000');
    expect(maximum.getAttribute('aria-valuenow')).toBe('8000');
    expect(onValueCommit).toHaveBeenLastCalledWith([8000, 8000]);
    expect(minimum).toBe(document.activeElement);

    press(minimum, 'Home');
    press(maximum, 'Home');
    expect(maximum.getAttribute('aria-valuenow')).toBe('0');
    expect(minimum.getAttribute('aria-valuenow')).toBe('0');
    expect(maximum).toBe(document.activeElement);
    press(maximum, 'End');
    expect(maximum.getAttribute('aria-valuenow')).toBe('10000');
    expect(onValueCommit).toHaveBeenLastCalledWith([0, 10000]);
  });

  it('stops a thumb at the other one on arrows and Page keys, keeping the gap', async () => {
    const { minimum, maximum, press } = await renderPrice({ defaultValue: [7950, 8000], minStepsBetweenThumbs: 2 });
    expect(bounds(minimum)).toEqual(['0', '7980']);
    press(minimum, 'PageUp');
    expect(minimum.getAttribute('aria-valuenow')).toBe('7980');
    press(minimum, 'ArrowRight');
    expect(minimum.getAttribute('aria-valuenow')).toBe('7980');
    expect(minimum).toBe(document.activeElement);
    press(maximum, 'ArrowLeft');
    expect(maximum.getAttribute('aria-valuenow')).toBe('8000');
    press(maximum, 'End');
    press(maximum, 'ArrowUp');
    expect(maximum.getAttribute('aria-valuenow')).toBe('10000');
  });

  it('mirrors the arrow keys right to left', async () => {
    const { minimum, press } = await renderPrice({ dir: 'rtl' });
    press(minimum, 'ArrowLeft');
    expect(minimum.getAttribute('aria-valuenow')).toBe('510');
    press(minimum, 'ArrowRight');
    press(minimum, 'ArrowRight');
    expect(minimum.getAttribute('aria-valuenow')).toBe('490');
  });

  it('ignores keys when disabled', async () => {
    const { minimum, press, onValueCommit } = await renderPrice({ isDisabled: true });
    expect(minimum.hasAttribute('tabindex')).toBe(false);
    press(minimum, 'Home');
    press(minimum, 'ArrowRight');
    expect(minimum.getAttribute('aria-valuenow')).toBe('500');
    expect(onValueCommit).not.toHaveBeenCalled();
  });

  it('submits each thumb under its name inside a form', () => {
    const { container } = render(
      <form>
        <RangeSlider label="Price" min={0} max={100} defaultValue={[20, 70]} name="price" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).getAll('price')).toEqual(['20', '70']);
  });
});
