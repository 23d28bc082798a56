import { ErrorScreen, type ErrorScreenKind } from '@sauda/ui';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.errors;
const titles: Record<ErrorScreenKind, string> = text.titles;

/** One of the /error/* screens (spec §2.20), also the screen of every unknown path. */
export function ErrorRoutePage({ kind }: { kind: ErrorScreenKind }) {
  useDocumentMeta(titles[kind], text.description);
  return <ErrorScreen kind={kind} />;
}
