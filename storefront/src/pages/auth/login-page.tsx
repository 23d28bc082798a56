import { SOMETHING_WENT_WRONG_MESSAGE } from '@sauda/commerce';
import { LoginForm, type LoginValues } from '@sauda/ui';
import { useState } from 'react';
import { Redirect } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam, useReturnTo, withReturnTo } from '../../auth/auth-query';
import { serverMessageOr } from '../../auth/server-message';
import { useFinishSignIn } from '../../auth/use-finish-sign-in';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { useStoredUser } from '../../session/session';

const text = messages.auth.login;

/**
 * /user/login and /login: e-mail or phone and password. Afterwards the shopper goes back to where they came from
 * (`returnTo`), which 'Sign up' carries along too.
 */
export default function LoginPage() {
  useDocumentMeta(text.title, text.description);
  const returnTo = useReturnTo();
  const email = useEmailParam();
  const user = useStoredUser();
  const finish = useFinishSignIn(returnTo);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (user && !pending) return <Redirect to={returnTo} replace />;

  const submit = async ({ identifier, password }: LoginValues) => {
    setPending(true);
    setError(null);
    try {
      const session = await authApi.signIn({ email: identifier, password });
      finish(session, text.welcome(session.user.name || session.user.email));
    } catch (failure) {
      setError(serverMessageOr(failure, SOMETHING_WENT_WRONG_MESSAGE));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="sd:mx-auto sd:w-full sd:max-w-md sd:py-6">
      <LoginForm
        onSubmit={(values) => void submit(values)}
        defaultIdentifier={email}
        signUpHref={withReturnTo('/user/sign-up', returnTo)}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
