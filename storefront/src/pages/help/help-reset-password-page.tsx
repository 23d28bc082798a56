import { Link } from '@sauda/ui';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.auth.helpReset;

/**
 * /help-support/reset-password. The spec's page changed nothing on the server; this one leads into the real,
 * code-verified reset flow instead (ARCHITECTURE §5.3).
 */
export default function HelpResetPasswordPage() {
  useDocumentMeta(text.title, text.description);
  return (
    <section aria-labelledby="help-reset-heading" className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 id="help-reset-heading" className="text-3xl font-bold">
        {text.heading}
      </h1>
      <ol className="list-decimal space-y-1 ps-6">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/user/forgot-password" variant="button">
          {text.start}
        </Link>
        <Link href="/user/login">{text.back}</Link>
      </div>
    </section>
  );
}
