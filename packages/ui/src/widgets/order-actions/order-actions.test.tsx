// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { OrderActions } from './order-actions';
import { orderActionsTexts } from './texts/en';
import { orderActionsTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([translated(orderActionsTexts, orderActionsTextsUr)]);

describe('OrderActions texts', () => {
  it('names each action with the order in English by default', () => {
    render(<OrderActions orderName="Order ID SD-1" trackHref="/t" cancelHref="/c" />);
    expect(screen.getByRole('link', { name: 'Track Order ID SD-1' }).textContent).toBe('Track');
    expect(screen.getByRole('link', { name: 'Cancel Order ID SD-1' }).textContent).toBe('Cancel');
  });

  it("speaks the provider's language, in its word order, and a label still wins", () => {
    render(
      <KitTextsProvider texts={urdu}>
        <OrderActions orderName="آرڈر SD-1" trackHref="/t" returnHref="/r" labels={{ return: 'Send back' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('link', { name: 'آرڈر SD-1 ٹریک کریں' }).textContent).toBe('ٹریک کریں');
    expect(screen.getByRole('link', { name: 'آرڈر SD-1 Send back' }).textContent).toBe('Send back');
  });
});
