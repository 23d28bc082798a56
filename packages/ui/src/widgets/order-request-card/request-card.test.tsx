// @vitest-environment jsdom
import type { Cancellation } from '@sauda/commerce';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CancellationCard } from '../cancellation-card';
import { ReturnCard } from '../return-card';

const cancellation: Cancellation = {
  id: '5d2e8f1a-4b7c-4d9e-a3f0-1c6b8e2d4a75',
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderNumber: 'SD-4821-7730',
  status: 'Pending',
  createdAt: '2024-11-19T08:20:00Z',
  orderAmount: 4599,
  orderShippingFee: 200,
  products: [],
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a request card’s id', () => {
  it('shows the first 8 characters, not the whole UUID, and names the card by them', () => {
    render(<CancellationCard cancellation={cancellation} expanded={false} onExpandedChange={() => undefined} />);
    expect(screen.getByText('5d2e8f1a')).toBeTruthy();
    expect(screen.queryByText(cancellation.id)).toBeNull();
    expect(screen.getByRole('article', { name: 'Cancellation ID 5d2e8f1a' })).toBeTruthy();
  });

  it('copies the whole id and announces "Copied", then clears the announcement', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onCopyId = vi.fn();
    render(
      <CancellationCard
        cancellation={cancellation}
        expanded={false}
        onExpandedChange={() => undefined}
        onCopyId={onCopyId}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy full ID' }));
    expect(onCopyId).toHaveBeenCalledWith(cancellation.id);
    expect(screen.getByRole('status').textContent).toBe('Copied');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Copy full ID' })).toBeTruthy();
  });

  it('copies with the Clipboard API when no handler is given', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <ReturnCard
        returnRequest={{ ...cancellation, requestedAt: cancellation.createdAt }}
        expanded={false}
        onExpandedChange={() => undefined}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy full ID' }));
    expect(writeText).toHaveBeenCalledWith(cancellation.id);
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('announces the failure when copying is refused', async () => {
    render(
      <CancellationCard
        cancellation={cancellation}
        expanded={false}
        onExpandedChange={() => undefined}
        onCopyId={() => Promise.reject(new Error('blocked'))}
        labels={{ copyFailed: 'Could not copy' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Copy full ID' }));
    expect(screen.getByRole('status').textContent).toBe('Could not copy');
  });
});
