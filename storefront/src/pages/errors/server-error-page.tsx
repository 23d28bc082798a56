import { ErrorRoutePage } from './error-route-page';

export default function ServerErrorPage() {
  return <ErrorRoutePage kind="serverError" />;
}
