import type { TestServer } from '../../../packages/server/src/testing';
import { call, moveOrder, orderBody, postOrder, type CatalogueLine, type Wire } from '../helpers';

/**
 * Makes `shopper` a buyer of the product: one order of it (its first colour, or first size of its first variant),
 * delivered. Only a buyer may review a product (issue 29).
 */
export async function deliverTo(
  server: TestServer,
  shopper: { userId: string; token: string },
  productId: string,
): Promise<void> {
  const product = (await call(server, `/products/${productId}`)).body as Wire;
  const base = { id: product.Id as string, shopId: product.ShopId as string, name: product.Name as string };
  const colour = (product.colorVariants ?? [])[0];
  const variant = (product.variants ?? [])[0];
  const size = variant?.Sizes?.[0];
  const line: CatalogueLine = colour
    ? { ...base, color: colour.color, size: null, price: colour.price }
    : { ...base, color: variant.VariantColor, size: String(size.size), price: size.price };
  const placed = await postOrder(server, shopper.token, orderBody(shopper.userId, [[line, 1]]));
  if (placed.status !== 201) throw new Error(`Order of ${productId} refused: ${JSON.stringify(placed.body)}`);
  await moveOrder(server, String(placed.body.parentOrderId), 'Delivered');
}

/** Makes `shopper` a buyer of every line's product: one order of them all, delivered. */
export async function deliverLines(
  server: TestServer,
  shopper: { userId: string; token: string },
  lines: CatalogueLine[],
): Promise<void> {
  const placed = await postOrder(
    server,
    shopper.token,
    orderBody(
      shopper.userId,
      lines.map((line) => [line, 1]),
    ),
  );
  if (placed.status !== 201) throw new Error(`Order refused: ${JSON.stringify(placed.body)}`);
  await moveOrder(server, String(placed.body.parentOrderId), 'Delivered');
}
