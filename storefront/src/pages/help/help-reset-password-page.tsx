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
    <section
      aria-labelledby="help-reset-heading"
      className="sd:mx-auto sd:flex sd:max-w-xl sd:flex-col sd:gap-4 sd:py-6"
    >
      <h1 id="help-reset-heading" className="sd:text-3xl sd:font-bold">
        {text.heading}
      </h1>
      <ol className="sd:list-decimal sd:space-y-1 sd:ps-6">
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="sd:flex sd:flex-wrap sd:items-center sd:gap-4">
        <Link href="/user/forgot-password" variant="button">
          {text.start}
        </Link>
        <Link href="/user/login">{text.back}</Link>
      </div>
    </section>
  );
}
