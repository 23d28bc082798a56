import { ErrorRoutePage } from './error-route-page';

export default function ProductNotFoundPage() {
  return <ErrorRoutePage kind="productNotFound" />;
}
