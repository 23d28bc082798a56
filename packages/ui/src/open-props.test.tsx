// @vitest-environment jsdom
import type { Cancellation, CartLine as CartLineItem, OrderSummary } from '@sauda/commerce';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from './test-support/test-product';
import { CancellationCard } from './widgets/cancellation-card';
import { CartLine } from './widgets/cart-line';
import { CheckoutForm } from './widgets/checkout-form';
import { CouponBox } from './widgets/coupon-box';
import { EmptyState } from './widgets/empty-state';
import { FilterPanel } from './widgets/filter-panel';
import { Header } from './widgets/header';
import { LoginForm } from './widgets/login-form';
import { OrderActions } from './widgets/order-actions';
import { OrderCard } from './widgets/order-card';
import { OtpInput } from './widgets/otp-input';
import { ProductCard } from './widgets/product-card';
import { QuantityStepper } from './widgets/quantity-stepper';
import { RatingStars } from './widgets/rating-stars';
import { StoreHeader } from './widgets/store-header';

afterEach(cleanup);

const product = testProduct();
const order: OrderSummary = {
  orderId: '3f9c2a71-8d4e-4b6a-9c1e-2a7b5d8e0f13',
  orderGroupId: 'a1b2c3d4-1111-4a2b-8c3d-000000000001',
  orderNumber: 'SD-4821-7730',
  shippingFee: 200,
  status: 'Pending',
  createdAt: '2024-11-18T09:07:00Z',
  amount: 4599,
};
const line: CartLineItem = {
  productId: 'p-1',
  name: 'Khaadi Lawn Kurta',
  brand: 'Khaadi',
  color: 'Teal',
  size: 'M',
  image: '',
  price: 2500,
  oldPrice: null,
  quantity: 1,
  shopId: 's-1',
};

const cancellation: Cancellation = {
  id: 'c-1',
  status: 'Pending',
  createdAt: '2024-11-18T09:07:00Z',
  orderAmount: 4599,
  products: [],
};
const shop = {
  name: 'Khaadi Official',
  logo: null,
  ownerName: 'Ayesha Khan',
  followersCount: 1200,
  followingCount: 3,
};

/** What a host passes to a widget's root: an id, an inline style, a description, a test id and a ref. */
const hostProps = (ref: Ref<HTMLElement>) => ({
  id: 'host-id',
  style: { marginBlockStart: '7px' },
  'aria-describedby': 'host-hint',
  'data-testid': 'host-widget',
  // A host's own data-slot never replaces the widget's: styles and tests find parts by it.
  'data-slot': 'host-slot',
  ref,
});

const widgets: [name: string, slot: string, render: (props: ReturnType<typeof hostProps>) => ReactElement][] = [
  ['ProductCard', 'product-card', (props) => <ProductCard product={product} {...props} />],
  ['OrderCard', 'order-card', (props) => <OrderCard order={order} href="/user/orders/1" {...props} />],
  [
    'CartLine',
    'cart-line',
    (props) => <CartLine line={line} onQuantityChange={vi.fn()} onRemove={vi.fn()} {...props} />,
  ],
  [
    'QuantityStepper',
    'quantity-stepper',
    (props) => <QuantityStepper value={1} onChange={vi.fn()} {...(props as object)} />,
  ],
  ['CouponBox', 'coupon-box', (props) => <CouponBox onApply={vi.fn()} onRemove={vi.fn()} {...(props as object)} />],
  ['RatingStars', 'rating-stars', (props) => <RatingStars rating={4} {...(props as object)} />],
  [
    'CancellationCard',
    'cancellation-card',
    (props) => <CancellationCard cancellation={cancellation} expanded={false} onExpandedChange={vi.fn()} {...props} />,
  ],
  ['StoreHeader', 'store-header', (props) => <StoreHeader shop={shop} {...props} />],
  ['StoreHeader while loading', 'store-header', (props) => <StoreHeader isLoading {...props} />],
  ['Header', 'header', (props) => <Header search={null} {...props} />],
  [
    'FilterPanel',
    'filter-panel',
    (props) => (
      <FilterPanel value={{}} onChange={vi.fn()} brands={['Khaadi']} colours={[]} sizes={[]} {...(props as object)} />
    ),
  ],
  ['EmptyState', 'empty-state', (props) => <EmptyState title="No orders yet" {...props} />],
  [
    'OrderActions',
    'order-actions',
    (props) => <OrderActions orderName="order SD-1" trackHref="/track" {...(props as object)} />,
  ],
  ['LoginForm', 'login-form', (props) => <LoginForm onSubmit={vi.fn()} {...(props as object)} />],
  ['CheckoutForm', 'checkout-form', (props) => <CheckoutForm onSubmit={vi.fn()} {...(props as object)} />],
];

describe("widgets' roots take the host's HTML attributes and a ref", () => {
  it.each(widgets)('%s', (_name, slot, renderWidget) => {
    const ref = createRef<HTMLElement>();
    render(renderWidget(hostProps(ref)));
    const root = screen.getByTestId('host-widget');
    expect(root.id).toBe('host-id');
    expect(root.style.marginBlockStart).toBe('7px');
    // A widget that describes its root itself reads the host's description after its own.
    expect(root.getAttribute('aria-describedby')?.split(' ')).toContain('host-hint');
    expect(root.getAttribute('data-slot')).toBe(slot);
    expect(ref.current).toBe(root);
  });

  it("keeps a widget's own accessible name over the host's attributes", () => {
    render(<ProductCard product={product} aria-label="Host name" onClick={vi.fn()} />);
    expect(screen.getByRole('article', { name: 'Khaadi Lawn Kurta' })).toBeTruthy();
  });

  it("calls the host's event handlers on the root", () => {
    const onMouseEnter = vi.fn();
    render(<OrderCard order={order} href="/user/orders/1" onMouseEnter={onMouseEnter} />);
    fireEvent.mouseEnter(screen.getByRole('article'));
    expect(onMouseEnter).toHaveBeenCalledOnce();
  });
});

describe('OtpInput in a native form', () => {
  const typeCode = (code: string) =>
    [...code].forEach((digit, index) =>
      fireEvent.change(screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }), {
        target: { value: digit },
      }),
    );

  it('posts the typed code as one field under its name', () => {
    render(
      <form data-testid="form">
        <OtpInput label="Enter the 6-digit code" name="code" />
      </form>,
    );
    typeCode('123456');
    const form = screen.getByTestId('form') as HTMLFormElement;
    expect(new FormData(form).get('code')).toBe('123456');
    expect(new FormData(form).getAll('code')).toHaveLength(1);
  });

  it('gives its id to the first box, so a label elsewhere focuses it', () => {
    render(
      <>
        <label htmlFor="otp">Code from the SMS</label>
        <OtpInput label="Enter the 6-digit code" id="otp" />
      </>,
    );
    const label = screen.getByText('Code from the SMS') as HTMLLabelElement;
    // jsdom does not move focus on a label click as browsers do; the label's control is what a browser focuses.
    expect(label.control).toBe(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    expect(screen.getByLabelText('Code from the SMS')).toBe(label.control);
  });

  it('puts the rest of its props and the ref on its root', () => {
    const ref = createRef<HTMLDivElement>();
    render(<OtpInput label="Enter the 6-digit code" ref={ref} data-testid="otp" style={{ maxWidth: '20rem' }} />);
    const root = screen.getByTestId('otp');
    expect(root.getAttribute('data-slot')).toBe('otp-input');
    expect(root.style.maxWidth).toBe('20rem');
    expect(ref.current).toBe(root);
  });
});

describe('QuantityStepper and CouponBox in a native form', () => {
  it('post the quantity and the typed code under their names', () => {
    render(
      <form data-testid="form">
        <QuantityStepper value={2} onChange={vi.fn()} name="quantity" />
        <CouponBox onApply={vi.fn()} onRemove={vi.fn()} name="coupon" />
      </form>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'EID25' } });
    const data = new FormData(screen.getByTestId('form') as HTMLFormElement);
    expect(data.get('quantity')).toBe('2');
    expect(data.get('coupon')).toBe('EID25');
  });
});
