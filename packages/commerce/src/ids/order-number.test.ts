import { describe, expect, it } from 'vitest';
import { isOrderNumber, matchesOrderRef, parseOrderNumber, parseOrderRef } from './order-number';

describe('parseOrderNumber', () => {
  it('reads a number however it is typed', () => {
    for (const typed of [
      'SD-4821-7730',
      'sd-4821-7730',
      ' sd 4821 7730 ',
      'SD48217730',
      '4821-7730',
      '48217730',
      'Sd-4821 7730',
    ]) {
      expect(parseOrderNumber(typed), typed).toBe('SD-4821-7730');
    }
  });

  it('refuses what is not an order number', () => {
    for (const typed of [
      '',
      'SD-4821-773',
      'SD-4821-77301',
      'XX-4821-7730',
      'SD-48a1-7730',
      'ORDER-42',
      null,
      undefined,
    ]) {
      expect(parseOrderNumber(typed), String(typed)).toBeNull();
    }
    expect(isOrderNumber('SD-4821-7730')).toBe(true);
    expect(isOrderNumber('sd-4821-7730')).toBe(false);
  });
});

describe('parseOrderRef', () => {
  it('tells a UUID from an order number', () => {
    expect(parseOrderRef(' 3F9C2A71-8D4E-4B6A-9C1E-2A7B5D8E0F13 ')).toEqual({
      kind: 'uuid',
      id: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
    });
    expect(parseOrderRef('sd 4821 7730')).toEqual({ kind: 'number', number: 'SD-4821-7730' });
    expect(parseOrderRef('12345')).toBeNull();
  });

  it('matches an order by id, group id or number', () => {
    const order = {
      orderId: 'aaaaaaaa-0000-4000-8000-000000000001',
      orderGroupId: 'bbbbbbbb-0000-4000-8000-000000000001',
      orderNumber: 'SD-4821-7730',
    };
    expect(matchesOrderRef(order, 'AAAAAAAA-0000-4000-8000-000000000001')).toBe(true);
    expect(matchesOrderRef(order, 'bbbbbbbb-0000-4000-8000-000000000001')).toBe(true);
    expect(matchesOrderRef(order, 'sd48217730')).toBe(true);
    expect(matchesOrderRef(order, 'SD-4821-7731')).toBe(false);
    expect(matchesOrderRef({ ...order, orderNumber: null }, 'SD-4821-7730')).toBe(false);
  });
});

describe('the cancel and return forms', () => {
  it('take the order number typed loosely, as well as the UUID', async () => {
    const { checkCancelForm, checkReturnForm } = await import('../validation');
    expect(checkCancelForm({ orderId: ' sd 4821 7730 ', reason: 'Ordered twice' })).toEqual({
      ok: true,
      data: { orderId: 'SD-4821-7730', reason: 'Ordered twice' },
    });
    const returned = checkReturnForm({ orderId: 'SD48217730', reason: 'Damaged Item', otherReason: '', agreed: true });
    expect(returned.ok && returned.data.orderId).toBe('SD-4821-7730');
    expect(checkCancelForm({ orderId: 'SD-4821', reason: 'x' }).ok).toBe(false);
  });
});
