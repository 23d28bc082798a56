import { ErrorRoutePage } from './error-route-page';

export default function PageNotFoundPage() {
  return <ErrorRoutePage kind="pageNotFound" />;
}
