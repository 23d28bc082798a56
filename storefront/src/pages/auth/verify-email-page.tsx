import type { Session } from '@sauda/api';
import { VERIFICATION_FAILED_MESSAGE } from '@sauda/commerce';
import { EmptyState, toast, VerifyCodeForm } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam, useReturnTo, withEmail, withReturnTo } from '../../auth/auth-query';
import { resendCode } from '../../auth/resend-code';
import { serverMessageOr } from '../../auth/server-message';
import { takeSignUpCredentials } from '../../auth/sign-up-credentials';
import { useFinishSignIn } from '../../auth/use-finish-sign-in';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.auth.verify;

/**
 * The session after a verified code: the server's own (the reference server answers one), else one sign-in with the
 * credentials this tab held since the sign-up (the original backend answers none). Undefined when neither works.
 */
async function sessionAfterVerifying(email: string, answered: Session | undefined): Promise<Session | undefined> {
  const credentials = takeSignUpCredentials(email);
  if (answered) return answered;
  if (!credentials) return undefined;
  return authApi.signIn(credentials).catch(() => undefined);
}

/**
 * /user/verify: the 6-digit code sent at sign-up, submitted on the sixth digit; 'Resend OTP' after 60 seconds.
 * A verified shopper is signed in and sent on to `returnTo`; should that not be possible (the page was reloaded on
 * the original backend), to login with the e-mail filled in and `returnTo` kept.
 */
export default function VerifyEmailPage() {
  useDocumentMeta(text.title, text.description);
  const email = useEmailParam();
  const returnTo = useReturnTo();
  const finish = useFinishSignIn(returnTo);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!email) {
    return (
      <EmptyState
        title={text.missingEmail}
        headingLevel={1}
        actions={[{ label: text.signUp, href: withReturnTo('/user/sign-up', returnTo) }]}
      />
    );
  }

  const submit = async (code: string) => {
    setPending(true);
    setError(null);
    let verified;
    try {
      verified = await authApi.verify({ email, code });
    } catch (failure) {
      setError(serverMessageOr(failure, VERIFICATION_FAILED_MESSAGE));
      setPending(false);
      return;
    }
    const session = await sessionAfterVerifying(email, verified.session);
    if (session) {
      finish(session, text.welcome(session.user.name || session.user.email));
    } else {
      toast.success(text.verified);
      navigate(withEmail('/user/login', email, returnTo), { replace: true });
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
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
