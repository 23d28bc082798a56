import { SOMETHING_WENT_WRONG_MESSAGE } from '@sauda/commerce';
import { LoginForm, toast, type LoginValues } from '@sauda/ui';
import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { authApi } from '../../api/auth-api';
import { useEmailParam, useReturnTo } from '../../auth/auth-query';
import { serverMessageOr } from '../../auth/server-message';
import { useDocumentMeta } from '../../layout/use-document-meta';
import * as messages from '../../messages';
import { CHECKOUT_PATH, fromCartState } from '../../navigation/checkout-entry';
import { signIn, useStoredUser } from '../../session/session';

const text = messages.auth.login;

/**
 * /user/login and /login: e-mail or phone and password. Afterwards the shopper goes back to where they came from
 * (`returnTo`); checkout is entered as if from the cart, since that is where they pressed 'Checkout'.
 */
export default function LoginPage() {
  useDocumentMeta(text.title, text.description);
  const returnTo = useReturnTo();
  const email = useEmailParam();
  const user = useStoredUser();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const goBack = () =>
    returnTo === CHECKOUT_PATH
      ? navigate(CHECKOUT_PATH, { state: fromCartState, replace: true })
      : navigate(returnTo, { replace: true });

  if (user && !pending) return <Redirect to={returnTo} replace />;

  const submit = async ({ identifier, password }: LoginValues) => {
    setPending(true);
    setError(null);
    try {
      const session = await authApi.signIn({ email: identifier, password });
      signIn(session.user, session.token);
      toast.success(text.welcome(session.user.name || session.user.email));
      goBack();
    } catch (failure) {
      setError(serverMessageOr(failure, SOMETHING_WENT_WRONG_MESSAGE));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-md py-6">
      <LoginForm
        onSubmit={(values) => void submit(values)}
        defaultIdentifier={email}
        pending={pending}
        error={error}
        headingLevel={1}
      />
    </div>
  );
}
