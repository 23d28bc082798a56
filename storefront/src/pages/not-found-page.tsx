import { Link } from 'wouter';
import { useDocumentMeta } from '../layout/use-document-meta';

export default function NotFoundPage() {
  useDocumentMeta('Page Not Found - Sauda', 'The page you were looking for does not exist.');
  return (
    <section aria-labelledby="not-found-heading" className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 id="not-found-heading" className="text-2xl font-bold">
        Page Not Found
      </h1>
      <p className="text-muted">We seem to have lost this page but we don&apos;t want to lose you.</p>
      <Link href="/" className="focus-ring rounded-md bg-brand px-4 py-2 font-medium text-on-brand">
        Back to Home
      </Link>
    </section>
  );
}
