import { productPath, type Product } from '@sauda/commerce';
import { ProductGrid } from '@sauda/ui';
import { useRelatedProducts } from '../../data/use-related-products';
import * as messages from '../../messages';

const RELATED_COUNT = 8;
const productHref = (product: Product) => productPath(product.name, product.id);

/** Other products of the same items category; nothing at all when there are none (or they failed to load). */
export default function RelatedProducts({ product }: { product: Product }) {
  const { data, error, isLoading } = useRelatedProducts(product, RELATED_COUNT);
  if (error || (!isLoading && (!data || data.length === 0))) return null;

  return (
    <section aria-labelledby="related-products" className="sd:flex sd:flex-col sd:gap-4">
      <h2 id="related-products" className="sd:text-lg sd:font-semibold">
        {messages.product.related}
      </h2>
      <ProductGrid
        products={data ?? []}
        isLoading={isLoading}
        skeletonCount={4}
        getHref={productHref}
        labels={{ list: messages.product.related }}
      />
    </section>
  );
}
