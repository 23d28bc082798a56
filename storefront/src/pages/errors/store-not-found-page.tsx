import { ErrorRoutePage } from './error-route-page';

export default function StoreNotFoundPage() {
  return <ErrorRoutePage kind="storeNotFound" />;
}
