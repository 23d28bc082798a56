import { variantImage, variantPrice, type CartLine, type Product, type VariantSelection } from '@sauda/commerce';

/** What the buy box hands over: the chosen variant and how many. */
export interface BuyChoice extends VariantSelection {
  quantity: number;
}

/**
 * The cart line 'Add to Cart' and 'Buy Now' store for a product in the chosen colour and size: the variant's price
 * and old price, the chosen colour's picture (else the cover), and the product and shop ids the order call needs. A product without colours
 * stores an empty colour, so its lines still merge.
 */
export function cartLineFor(product: Product, choice: BuyChoice): CartLine {
  const { price, oldPrice } = variantPrice(product, choice);
  return {
    productId: product.id,
    name: product.name,
    brand: product.brand,
    color: choice.color ?? '',
    size: choice.size,
    image: variantImage(product, choice.color) ?? '',
    price,
    oldPrice,
    quantity: choice.quantity,
    shopId: product.shopId,
  };
}
