import { isApiError } from '@sauda/api';
import { isUuid, truncate, type Product } from '@sauda/commerce';
import { DetailSkeleton, ErrorScreen } from '@sauda/ui';
import { useParams } from 'wouter';
import { useProduct } from '../../data/use-product';
import { LoadFailed } from '../../layout/load-failed';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { ProductView } from './product-view';

const text = messages.product;
const DESCRIPTION_MAX = 160;

/** Unknown products answer 404 (400 when the server refuses the id): both mean "no such product". */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

function metaOf(product: Product | undefined, missing: boolean): [title: string, description: string] {
  if (missing) return [text.notFoundTitle, text.notFoundDescription];
  if (!product) return [text.loadingTitle, text.loadingDescription];
  const description = product.description?.replace(/\s+/g, ' ').trim();
  return [
    text.title(product.name),
    description ? truncate(description, DESCRIPTION_MAX) : text.description(product.name, product.brand),
  ];
}

/**
 * The product page, `/product/{Name}/{id}` and `/product/view/{id}` (the name is only for people): a skeleton while
 * it loads, the product-not-found screen for an unknown or malformed id, a retry when the network failed.
 */
export default function ProductPage() {
  const { id = '' } = useParams<{ id: string }>();
  const valid = isUuid(id);
  const { data: product, error, mutate } = useProduct(valid ? id : null);
  const missing = !valid || (!product && isMissing(error));
  useDocumentMeta(...metaOf(product, missing), missing ? null : product?.images[0]);

  if (missing) return <ErrorScreen kind="productNotFound" />;
  if (!product && error) return <LoadFailed title={text.loadFailedTitle} onRetry={() => void mutate()} />;
  if (!product) return <DetailSkeleton label={text.loading} />;
  return <ProductView key={product.id} product={product} />;
}
