import { VERIFICATION_FAILED_MESSAGE } from '@sauda/commerce';
import { VerifyCodeForm } from '@sauda/ui';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam } from '../../auth/auth-query';
import { resendCode } from '../../auth/resend-code';
import { serverMessageOr } from '../../auth/server-message';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import type { ResetEntryState } from '../../navigation/reset-entry';

const text = messages.auth.resetCode;

/**
 * /user/forgot-password/verify (§2.17): six numeric boxes, submitted on the sixth digit, 'Resend OTP' after 60
 * seconds; a 200 goes on to the new password with the verified code.
 */
export default function ResetCodePage() {
  useDocumentMeta(text.title, text.description);
  const email = useEmailParam();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!email) return <Redirect to="/user/forgot-password" replace />;

  const submit = async (code: string) => {
    setPending(true);
    setError(null);
    try {
      await authApi.verifyResetCode({ email, code });
      const state: ResetEntryState = { email, resetCode: code };
      navigate('/user/reset-password', { state, replace: true });
    } catch (failure) {
      setError(serverMessageOr(failure, VERIFICATION_FAILED_MESSAGE));
      setPending(false);
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
      <VerifyCodeForm
        email={email}
        title={text.heading}
        onSubmit={(code) => void submit(code)}
        onResend={() => resendCode(email)}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
