// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { orderRequestFormTexts } from '../order-request-form/texts/en';
import { orderRequestFormTextsUr } from '../order-request-form/texts/ur';
import { CancelOrderForm } from './cancel-order-form';
import { cancelOrderFormTexts } from './texts/en';
import { cancelOrderFormTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([
  translated(cancelOrderFormTexts, cancelOrderFormTextsUr),
  translated(orderRequestFormTexts, orderRequestFormTextsUr),
]);
const errorTexts = () =>
  Array.from(document.querySelectorAll('[data-slot$="error"]'), (element) => element.textContent);

describe('CancelOrderForm texts', () => {
  it("says commerce's validation messages in English by default", async () => {
    render(<CancelOrderForm onSubmit={vi.fn(async () => undefined)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Cancellation Request' }));
    await waitFor(() =>
      expect(errorTexts()).toEqual([
        'Invalid Order ID. Please enter a valid Order ID.',
        'Please enter a reason for cancellation.',
      ]),
    );
  });

  it("speaks the provider's language, its messages included, and a label still wins", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <KitTextsProvider texts={urdu}>
        <CancelOrderForm onSubmit={onSubmit} labels={{ reasonRequired: 'Why?' }} />
      </KitTextsProvider>,
    );
    expect(screen.getByRole('textbox', { name: /آرڈر آئی ڈی/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /منسوخی کی وجہ/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'منسوخی کی درخواست بھیجیں' }));
    await waitFor(() =>
      expect(errorTexts()).toEqual(['آرڈر آئی ڈی درست نہیں۔ براہ کرم درست آرڈر آئی ڈی درج کریں۔', 'Why?']),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
