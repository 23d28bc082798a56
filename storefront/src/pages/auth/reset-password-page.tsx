import { RESET_FAILED_MESSAGE } from '@sauda/commerce';
import { ResetPasswordForm, toast } from '@sauda/ui';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { withEmail } from '../../auth/auth-query';
import { serverMessageOr } from '../../auth/server-message';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { useResetEntry } from '../../navigation/reset-entry';

const text = messages.auth.reset;

/** /user/reset-password: New Password and Confirm Password with the spec's rules; then login (§4). */
export default function ResetPasswordPage() {
  useDocumentMeta(text.title, text.description);
  const entry = useResetEntry();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!entry) return <Redirect to="/user/forgot-password" replace />;

  const submit = async (newPassword: string) => {
    setPending(true);
    setError(null);
    try {
      await authApi.resetPassword({ email: entry.email, resetCode: entry.resetCode, newPassword });
      toast.success(text.done);
      navigate(withEmail('/user/login', entry.email), { replace: true });
    } catch (failure) {
      setError(serverMessageOr(failure, RESET_FAILED_MESSAGE));
      setPending(false);
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
      <ResetPasswordForm
        onSubmit={(password) => void submit(password)}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
