import { describe, expect, it } from 'vitest';
import {
  filterOrdersByTab,
  matchesOrderTab,
  normaliseOrderStatus,
  orderStatusLabel,
  orderStatusTone,
  sortOrdersNewestFirst,
} from './order-status';
import { orderProgress } from './order-progress';
import {
  cancelMessageTone,
  cancellationStatusTone,
  requestStatus,
  returnMessageTone,
  returnStatusLabel,
} from './request-status';

describe('order statuses', () => {
  it('are read case-insensitively, both spellings of cancelled', () => {
    expect(normaliseOrderStatus('PENDING')).toBe('pending');
    expect(normaliseOrderStatus(' Delivered ')).toBe('delivered');
    expect(normaliseOrderStatus('completed')).toBe('completed');
    expect(normaliseOrderStatus('canceled')).toBe('cancelled');
    expect(normaliseOrderStatus('Cancelled')).toBe('cancelled');
    expect(normaliseOrderStatus('lost')).toBe('unknown');
    expect(normaliseOrderStatus(null)).toBe('unknown');
  });

  it('have labels', () => {
    expect(orderStatusLabel('shipped')).toBe('Shipped');
    expect(orderStatusLabel('canceled')).toBe('Cancelled');
    expect(orderStatusLabel('on hold')).toBe('on hold');
  });

  it('have the colours of §2.13', () => {
    expect(orderStatusTone('Delivered')).toBe('green');
    expect(orderStatusTone('shipped')).toBe('orange');
    expect(orderStatusTone('Processing')).toBe('purple');
    expect(orderStatusTone('confirmed')).toBe('yellow');
    expect(orderStatusTone('Pending')).toBe('red');
    expect(orderStatusTone('canceled')).toBe('gray');
    expect(orderStatusTone('whatever')).toBe('gray');
  });

  it('filter by tab case-insensitively', () => {
    const orders = [{ status: 'Pending' }, { status: 'pending' }, { status: 'shipped' }, { status: 'DELIVERED' }];
    expect(filterOrdersByTab(orders, 'All')).toEqual(orders);
    expect(filterOrdersByTab(orders, 'Pending')).toEqual([orders[0], orders[1]]);
    expect(filterOrdersByTab(orders, 'Delivered')).toEqual([orders[3]]);
    expect(filterOrdersByTab(orders, 'Confirmed')).toEqual([]);
    expect(matchesOrderTab('processing', 'Shipped')).toBe(false);
  });

  it('sort newest first, stable, bad dates last', () => {
    const orders = [
      { id: 'a', createdAt: '2024-01-01T00:00:00Z' },
      { id: 'b', createdAt: 'bad' },
      { id: 'c', createdAt: '2024-03-01T00:00:00Z' },
      { id: 'd', createdAt: '2024-01-01T00:00:00Z' },
    ];
    expect(sortOrdersNewestFirst(orders).map((o) => o.id)).toEqual(['c', 'a', 'd', 'b']);
  });

  it('give a progress timeline', () => {
    expect(orderProgress('Shipped').map((s) => s.state)).toEqual(['done', 'done', 'done', 'current', 'upcoming']);
    expect(orderProgress('completed').every((s) => s.state === 'done')).toBe(true);
    expect(orderProgress('canceled')).toEqual([]);
  });
});

describe('return and cancellation statuses', () => {
  it("read 'Denied' as Declined", () => {
    expect(requestStatus('Denied')).toBe('Declined');
    expect(requestStatus('declined')).toBe('Declined');
    expect(requestStatus('APPROVED')).toBe('Approved');
    expect(requestStatus('Processed')).toBeNull();
    expect(returnStatusLabel('Denied')).toBe('Declined');
    expect(returnStatusLabel('Processed')).toBe('Processed');
  });

  it('have badge colours: Approved green, Pending yellow, Declined red, else gray', () => {
    expect(cancellationStatusTone('Approved')).toBe('green');
    expect(cancellationStatusTone('pending')).toBe('yellow');
    expect(cancellationStatusTone('Declined')).toBe('red');
    expect(cancellationStatusTone('Denied')).toBe('red');
    expect(cancellationStatusTone('Processed')).toBe('gray');
    expect(cancellationStatusTone(undefined)).toBe('gray');
  });

  it('colour the form messages as the spec says', () => {
    expect(cancelMessageTone('Invalid Order ID. Please enter a valid Order ID.')).toBe('red');
    expect(cancelMessageTone('Your order cancellation request has been submitted successfully.')).toBe('green');
    expect(returnMessageTone('Your return request has been submitted successfully.')).toBe('green');
    expect(returnMessageTone('Invalid order ID format.')).toBe('red');
  });
});
