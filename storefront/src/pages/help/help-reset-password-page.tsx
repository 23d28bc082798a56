import { Link } from '@sauda/ui';
import { useDocumentMeta } from '../../layout/use-document-meta';

/**
 * /help-support/reset-password. The spec's page changed nothing on the server; this one leads into the real,
 * code-verified reset flow instead (ARCHITECTURE §5.3).
 */
export default function HelpResetPasswordPage() {
  useDocumentMeta('Reset Password - Sauda', 'Forgot your password? Reset it with a 6-digit code sent to your e-mail.');
  return (
    <section aria-labelledby="help-reset-heading" className="mx-auto flex max-w-xl flex-col gap-4 py-6">
      <h1 id="help-reset-heading" className="text-3xl font-bold">
        Reset Password
      </h1>
      <ol className="list-decimal space-y-1 ps-6">
        <li>Enter the e-mail address of your account.</li>
        <li>Type the 6-digit code we send you (it works for 10 minutes).</li>
        <li>Choose a new password and log in with it.</li>
      </ol>
      <div className="flex flex-wrap items-center gap-4">
        <Link href="/user/forgot-password" variant="button">
          Reset my password
        </Link>
        <Link href="/user/login">Back to login</Link>
      </div>
    </section>
  );
}
