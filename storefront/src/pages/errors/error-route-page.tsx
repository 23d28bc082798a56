import { ErrorScreen, type ErrorScreenKind } from '@sauda/ui';
import { useDocumentMeta } from '../../layout/use-document-meta';

const titles: Record<ErrorScreenKind, string> = {
  generic: 'Something Went Wrong',
  storeNotFound: 'Store Not Found',
  productNotFound: 'No Products Found',
  pageNotFound: 'Page Not Found',
  serverError: 'Server Error',
};

/** One of the /error/* screens (spec §2.20), also the screen of every unknown path. */
export function ErrorRoutePage({ kind }: { kind: ErrorScreenKind }) {
  useDocumentMeta(`${titles[kind]} - Sauda`, 'Sorry, we could not show this page.');
  return <ErrorScreen kind={kind} />;
}
