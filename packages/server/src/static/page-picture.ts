import { productDetailAnswerSchema, toProduct, wireProductSchema } from '@sauda/api';
import { productImages } from '@sauda/commerce';
import type { PagePicture } from './route-hints';

/**
 * The picture a page shows largest, read from the answer to the page's first request as the storefront reads it
 * (@sauda/api's schemas and `toProduct`): a product page's gallery opens on the first of `productImages`; a listing's
 * first card (the answer's order, when the address sets no filter) shows its product's first image. Undefined when
 * the answer is an error or names no picture.
 */
export async function pagePicture(kind: PagePicture, answer: Response): Promise<string | undefined> {
  if (!answer.ok) return undefined;
  const body: unknown = await answer.json();
  if (kind === 'gallery') {
    const product = productDetailAnswerSchema.safeParse(body);
    return product.success ? productImages(toProduct(product.data))[0] : undefined;
  }
  // Only the first card matters: a listing of 200 products is read as its first one.
  const products = typeof body === 'object' && body !== null && 'products' in body ? body.products : undefined;
  const first = Array.isArray(products) && products.length > 0 ? wireProductSchema.safeParse(products[0]) : undefined;
  return first?.success ? toProduct(first.data).images[0] : undefined;
}
