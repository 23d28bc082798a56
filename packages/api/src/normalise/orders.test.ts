import { orderTotal } from '@sauda/commerce';
import { describe, expect, it } from 'vitest';
import { orderDetailAnswerSchema, ordersAnswerSchema } from '../wire/orders';
import { toOrderDetails, toOrderSummary } from './orders';

const legacyRow = {
  OrderId: '0A000000-0000-4000-8000-000000000001',
  OrderGroupId: 'E5F60000-0000-4000-8000-000000000001',
  FullName: 'Ayesha',
  Country: 'Pakistan',
  StreetAddressLine1: 'House 1',
  StreetAddressLine2: null,
  Province: 'Punjab',
  City: 'Lahore',
  ZipCode: '54000',
  PhoneNumber: '3001234567',
  Email: 'a@example.pk',
  Amount: 3499,
  TotalAmount: 3499,
  Discount: 0,
  Status: 'Pending',
  CreatedAt: '2024-05-01T10:00:00.000Z',
  ProductId: '0B000000-0000-4000-8000-000000000001',
  ProductName: 'Lawn suit',
  ProductPrice: 0,
  Quantity: 1,
  SelectedSize: 'Default Size',
  SelectedColor: 'Red',
  SelectedImage: 'Default Image',
  Images: [],
};
const details = (rows: object[]) => toOrderDetails(orderDetailAnswerSchema.parse(rows));

describe('order details from the original backend', () => {
  it('gives a line sent with price 0 its unit price from the subtotal', () => {
    expect(details([legacyRow])[0]?.productPrice).toBe(3499);
    const [priced, derived] = details([
      { ...legacyRow, ProductPrice: 1000, Quantity: 2, TotalAmount: 5000 },
      {
        ...legacyRow,
        ProductId: '0B000000-0000-4000-8000-000000000002',
        ProductPrice: 0,
        Quantity: 2,
        TotalAmount: 5000,
      },
    ]);
    expect(priced?.productPrice).toBe(1000);
    expect(derived?.productPrice).toBe(1500);
  });

  it('shows no price rather than Rs 0 when two lines have none', () => {
    const rows = details([
      legacyRow,
      { ...legacyRow, ProductId: '0B000000-0000-4000-8000-000000000002', TotalAmount: 3499 },
    ]);
    expect(rows.map((row) => row.productPrice)).toEqual([null, null]);
  });

  it('has no order number and the flat shipping fee', () => {
    const [row] = details([legacyRow]);
    expect(row?.orderNumber).toBeUndefined();
    expect(orderTotal(row!)).toBe(3699);
  });
});

describe('My Orders', () => {
  it('reads the number, shipping fee and delivery of the reference server, none of them from the legacy one', () => {
    const [reference, legacy] = ordersAnswerSchema
      .parse([
        {
          ...legacyRow,
          OrderNumber: 'SD-4821-7730',
          ShippingFee: 200,
          DeliveredAt: '2024-05-03T10:00:00.000Z',
          Amount: 27243,
        },
        { ...legacyRow, Amount: 27243 },
      ])
      .map(toOrderSummary);
    expect(reference).toMatchObject({
      orderNumber: 'SD-4821-7730',
      shippingFee: 200,
      deliveredAt: '2024-05-03T10:00:00.000Z',
    });
    expect(legacy?.orderNumber).toBeUndefined();
    expect(orderTotal(reference!)).toBe(27443);
    expect(orderTotal(legacy!)).toBe(27443);
  });
});
