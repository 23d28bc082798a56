import { SOMETHING_WENT_WRONG_MESSAGE } from '@sauda/commerce';
import { ForgotPasswordForm } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam, withEmail } from '../../auth/auth-query';
import { serverMessageOr } from '../../auth/server-message';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.auth.forgot;

/** /user/forgot-password: the account's e-mail, 'Send Reset Code', then the code page. */
export default function ForgotPasswordPage() {
  useDocumentMeta(text.title, text.description);
  const [, navigate] = useLocation();
  const defaultEmail = useEmailParam();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (email: string) => {
    setPending(true);
    setError(null);
    try {
      await authApi.forgotPassword({ email });
      navigate(withEmail('/user/forgot-password/verify', email));
    } catch (failure) {
      // §8: the server's msg is preferred, else 'Something went wrong'.
      setError(serverMessageOr(failure, SOMETHING_WENT_WRONG_MESSAGE));
      setPending(false);
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
      <ForgotPasswordForm
        onSubmit={(email) => void submit(email)}
        defaultEmail={defaultEmail}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
