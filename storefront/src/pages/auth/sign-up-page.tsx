import { SOMETHING_WENT_WRONG_MESSAGE } from '@sauda/commerce';
import { SignUpForm, type SignUpValues } from '@sauda/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useReturnTo, withEmail, withReturnTo } from '../../auth/auth-query';
import { serverMessageOr } from '../../auth/server-message';
import { holdSignUpCredentials } from '../../auth/sign-up-credentials';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';

const text = messages.auth.signUp;

/**
 * /user/sign-up: name, e-mail, +92 phone and a password with the spec's rules; then the 6-digit verification, which
 * signs the shopper in and sends them on to `returnTo` (kept through both steps, and on 'Login').
 */
export default function SignUpPage() {
  useDocumentMeta(text.title, text.description);
  const returnTo = useReturnTo();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: SignUpValues) => {
    setPending(true);
    setError(null);
    try {
      await authApi.signUp(values);
      holdSignUpCredentials(values);
      navigate(withEmail('/user/verify', values.email, returnTo));
    } catch (failure) {
      setError(serverMessageOr(failure, SOMETHING_WENT_WRONG_MESSAGE));
      setPending(false);
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
      <SignUpForm
        onSubmit={(values) => void submit(values)}
        loginHref={withReturnTo('/user/login', returnTo)}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
