/** A parsed JSON answer, read loosely by the assertions. */
export type Wire = ReturnType<typeof JSON.parse>;

import type { TestServer } from '../../packages/server/src/testing';

/** A JSON call against a test server: status and parsed body. */
export async function call(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Wire }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** SQL statements every signed-in request spends checking its bearer token (the user's token version). */
export const SESSION_CHECK_QUERIES = 1;

/** Signs the demo shopper in: its id and bearer token. */
export async function signInDemo(server: TestServer): Promise<{ userId: string; token: string }> {
  const { body } = await call(server, '/user/signin', { body: { email: 'demo@sauda.pk', password: 'Sauda@123' } });
  return { userId: body.user.userId, token: body.token };
}

/** Signs a new shopper up, verifies the e-mail through the dev outbox and signs in: its id and bearer token. */
export async function signUpShopper(server: TestServer, n: number): Promise<{ userId: string; token: string }> {
  const user = {
    name: `Shopper ${n}`,
    phone: `34512${String(n).padStart(5, '0')}`,
    email: `shopper${n}@example.pk`,
    password: 'Karachi@2025',
  };
  await call(server, '/user/signup', { body: user });
  const outbox = await call(server, `/dev/outbox?email=${encodeURIComponent(user.email)}`);
  await call(server, '/user/verify', { body: { email: user.email, code: outbox.body[0].code } });
  const { body } = await call(server, '/user/signin', { body: { email: user.email, password: user.password } });
  return { userId: body.user.userId, token: body.token };
}

/** A delivery address the checkout rule accepts. */
export const ORDER_ADDRESS = {
  fullName: 'Ayesha Khan',
  country: 'Pakistan',
  streetAddressLine1: 'House 12, Street 4, Gulberg III',
  streetAddressLine2: '',
  city: 'Lahore',
  state: 'Punjab',
  zipCode: '54660',
  phoneNumber: '3001234567',
  email: 'demo@sauda.pk',
};

/** A catalogue product as a cart line: product id, colour, size and its catalogue unit price. */
export interface CatalogueLine {
  id: string;
  shopId: string;
  name: string;
  color: string;
  size: string | null;
  price: number;
}

/** A POST `/orders/create` with an optional `Idempotency-Key`: status, parsed body and headers. */
export async function postOrder(
  server: TestServer,
  token: string | undefined,
  body: unknown,
  idempotencyKey?: string,
): Promise<{ status: number; body: Wire; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const response = await fetch(`${server.url}/api/v1/orders/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

/** The body of an order for `lines` (each `[line, quantity]`), grouped by shop as the storefront sends it. */
export function orderBody(userId: string, lines: [CatalogueLine, number][], couponCode = '') {
  const groups = new Map<string, object[]>();
  for (const [line, quantity] of lines) {
    const item = { ...line, quantity, image: null, subtotal: line.price * quantity };
    groups.set(line.shopId, [...(groups.get(line.shopId) ?? []), item]);
  }
  return {
    ...ORDER_ADDRESS,
    userId,
    couponCode,
    cartItems: [...groups].map(([shopId, items]) => ({ shopId, items })),
  };
}

/** A product of `GET /products` as far as the order helpers read it. */
interface ListedProduct {
  Id: string;
  ShopId: string;
  Name: string;
  colorVariants: { color: string; price: number }[];
  variants: { VariantColor: string; Sizes: { size: string; price: number }[] }[];
}

/**
 * Lines of the public catalogue (`GET /products`, optionally of one shop), each at its catalogue price: at least
 * `count` products sold by colour (no size) and as many sold by colour and size (first colour, first size), when
 * the catalogue has them.
 */
export async function catalogueLines(
  server: TestServer,
  { shopId, count = 8 }: { shopId?: string; count?: number } = {},
): Promise<{ colour: CatalogueLine[]; sized: CatalogueLine[] }> {
  const lines = { colour: [] as CatalogueLine[], sized: [] as CatalogueLine[] };
  for (let page = 1; lines.colour.length < count || lines.sized.length < count; page++) {
    const { status, body } = await call(
      server,
      `/products?perPage=200&page=${page}${shopId ? `&shopId=${shopId}` : ''}`,
    );
    if (status !== 200 || body.products.length === 0) break;
    for (const p of body.products as ListedProduct[]) {
      const product = { id: p.Id, shopId: p.ShopId, name: p.Name };
      const [colour] = p.colorVariants;
      const [variant] = p.variants;
      const [size] = variant?.Sizes ?? [];
      if (colour) lines.colour.push({ ...product, color: colour.color, size: null, price: colour.price });
      if (variant && size) {
        lines.sized.push({ ...product, color: variant.VariantColor, size: String(size.size), price: size.price });
      }
    }
  }
  return lines;
}

import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A multipart call (PUT/POST of a FormData) against a test server: status and parsed body. */
export async function sendForm(
  server: TestServer,
  path: string,
  form: FormData,
  init: { method?: string; token?: string } = {},
): Promise<{ status: number; body: Wire }> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? 'POST',
    headers: init.token ? { authorization: `Bearer ${init.token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A file for `formOf`: form field, file name, bytes and declared type (image/png unless told). */
export type FormFile = [field: string, fileName: string, bytes: Uint8Array, type?: string];

/** A FormData of text fields and files. */
export function formOf(fields: Record<string, string>, files: FormFile[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, fileName, bytes, type = 'image/png'] of files) {
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  }
  return form;
}

/** A real image encoded by sharp (a diagonal gradient, so it has content), `width`×`height`. */
export async function makeImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 48): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `bytes` bytes: a sharp-made image padded with a text chunk before its end. */
export async function pngOfSize(bytes: number): Promise<Buffer> {
  const image = await makeImage('png', 32, 32);
  const end = image.subarray(image.length - 12);
  const padding = bytes - image.length - 12 - 'Comment\0'.length;
  const text = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.alloc(padding, 'x')]));
  return Buffer.concat([image.subarray(0, image.length - 12), text, end]);
}

/** A valid, highly compressed 1-bit PNG of `side`×`side` pixels (a pixel flood of a few dozen KB). */
export function pixelFloodPng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(side / 8)) * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

import type { OrderStatusValue } from '../../packages/server/src/db/schema';
import { setOrderStatus } from '../../packages/server/src/orders/order-status';

/** Moves an order and its sub-orders to `status`, as its shop would (delivered now unless `deliveredAt` is given). */
export function moveOrder(server: TestServer, parentOrderId: string, status: OrderStatusValue, deliveredAt?: Date) {
  return setOrderStatus(server.db, parentOrderId, status, deliveredAt ? { deliveredAt } : {});
}

import { startTestServer } from '../../packages/server/src/testing';

/** A signed-in shopper: id and bearer token. */
export interface Shopper {
  userId: string;
  token: string;
}

/** What the order tests start from: a seeded server, the demo shopper, one more shopper, catalogue lines. */
export interface OrderFixture {
  server: TestServer;
  demo: Shopper;
  other: Shopper;
  colour: CatalogueLine[];
  sized: CatalogueLine[];
  /** Two lines sold by colour, then two sold by colour and size. */
  mixed: CatalogueLine[];
}

/** Starts a seeded test server, signs the demo shopper in and signs shopper number `n` up. */
export async function orderFixture(n: number): Promise<OrderFixture> {
  const server = await startTestServer();
  const [demo, other, lines] = await Promise.all([
    signInDemo(server),
    signUpShopper(server, n),
    catalogueLines(server),
  ]);
  return { server, demo, other, ...lines, mixed: [...lines.colour.slice(0, 2), ...lines.sized.slice(0, 2)] };
}
