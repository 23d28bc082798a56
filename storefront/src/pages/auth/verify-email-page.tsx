import { VERIFICATION_FAILED_MESSAGE } from '@sauda/commerce';
import { EmptyState, toast, VerifyCodeForm } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam, withEmail } from '../../auth/auth-query';
import { resendCode } from '../../auth/resend-code';
import { serverMessageOr } from '../../auth/server-message';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.auth.verify;

/**
 * /user/verify: the 6-digit code sent at sign-up, submitted on the sixth digit; 'Resend OTP' after 60 seconds.
 * Verified shoppers go to login with their e-mail filled in.
 */
export default function VerifyEmailPage() {
  useDocumentMeta(text.title, text.description);
  const email = useEmailParam();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!email) {
    return (
      <EmptyState title={text.missingEmail} headingLevel={1} actions={[{ label: 'Sign up', href: '/user/sign-up' }]} />
    );
  }

  const submit = async (code: string) => {
    setPending(true);
    setError(null);
    try {
      await authApi.verify({ email, code });
      toast.success(text.verified);
      navigate(withEmail('/user/login', email), { replace: true });
    } catch (failure) {
      setError(serverMessageOr(failure, VERIFICATION_FAILED_MESSAGE));
      setPending(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md py-6">
      <VerifyCodeForm
        email={email}
        onSubmit={(code) => void submit(code)}
        onResend={() => resendCode(email)}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
