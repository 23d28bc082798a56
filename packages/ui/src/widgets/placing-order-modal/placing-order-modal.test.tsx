// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { PlacingOrderModal } from './placing-order-modal';
import { placingOrderModalTexts } from './texts/en';
import { placingOrderModalTextsUr } from './texts/ur';

afterEach(cleanup);

// jsdom has no modal dialogs: open the element as a browser would.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const urdu = new Map([translated(placingOrderModalTexts, placingOrderModalTextsUr)]);

describe('PlacingOrderModal texts', () => {
  it('says so in English by default', () => {
    render(<PlacingOrderModal isOpen />);
    expect(screen.getByRole('dialog', { name: 'Placing your order...' })).toBeTruthy();
  });

  it("says so in the provider's language; `message` still wins", () => {
    const { rerender } = render(
      <KitTextsProvider texts={urdu}>
        <PlacingOrderModal isOpen />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'آپ کا آرڈر دیا جا رہا ہے...' })).toBeTruthy();
    rerender(
      <KitTextsProvider texts={urdu}>
        <PlacingOrderModal isOpen message="One moment" />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'One moment' })).toBeTruthy();
  });
});
