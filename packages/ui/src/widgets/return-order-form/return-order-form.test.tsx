// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KitTextsProvider, translated } from '../../lib/kit-texts';
import { orderRequestFormTexts } from '../order-request-form/texts/en';
import { orderRequestFormTextsUr } from '../order-request-form/texts/ur';
import { ReturnOrderForm } from './return-order-form';
import { returnOrderFormTexts } from './texts/en';
import { returnOrderFormTextsUr } from './texts/ur';

afterEach(cleanup);

const urdu = new Map([
  translated(returnOrderFormTexts, returnOrderFormTextsUr),
  translated(orderRequestFormTexts, orderRequestFormTextsUr),
]);
const orderId = '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13';
const options = () => screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
const errorTexts = () =>
  Array.from(document.querySelectorAll('[data-slot$="error"]'), (element) => element.textContent);

describe('ReturnOrderForm texts', () => {
  it("lists the spec's reasons and says commerce's messages in English by default", async () => {
    render(<ReturnOrderForm onSubmit={vi.fn(async () => undefined)} defaultOrderId={orderId} />);
    expect(options().slice(-2)).toEqual([
      ['Changed My Mind', 'Changed My Mind'],
      ['Other', 'Other'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Return Request' }));
    await waitFor(() =>
      expect(errorTexts()).toEqual(['Please select a reason for return.', 'Please agree to the return policy.']),
    );
  });

  it("shows the reasons and messages in the provider's language, sends commerce's reason, and a label still wins", async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(
      <KitTextsProvider texts={urdu}>
        <ReturnOrderForm onSubmit={onSubmit} defaultOrderId={orderId} labels={{ reasonOther: 'Something else' }} />
      </KitTextsProvider>,
    );
    expect(options().slice(-2)).toEqual([
      ['Changed My Mind', 'میرا ارادہ بدل گیا'],
      ['Other', 'Something else'],
    ]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /واپسی کی وجہ/ }), 'Other');
    await userEvent.click(screen.getByRole('button', { name: 'واپسی کی درخواست بھیجیں' }));
    await waitFor(() =>
      expect(errorTexts()).toEqual(['براہ کرم واپسی کی وجہ بتائیں۔', 'براہ کرم واپسی کی پالیسی سے اتفاق کریں۔']),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /براہ کرم وضاحت کریں/ }), 'Too small');
    await userEvent.click(screen.getByRole('checkbox', { name: /میں واپسی کی پالیسی سے متفق ہوں/ }));
    await userEvent.click(screen.getByRole('button', { name: 'واپسی کی درخواست بھیجیں' }));
    expect(onSubmit).toHaveBeenCalledWith({ orderId, reason: 'Other', otherReason: 'Too small', agreed: true });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('آپ کی واپسی کی درخواست کامیابی سے جمع ہو گئی ہے۔'),
    );
  });
});
