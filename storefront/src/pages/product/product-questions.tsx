import { ProductQuestions as QuestionsAndAnswers } from '@sauda/ui';
import { questionsApi } from '../../api/questions-api';
import { handleSessionExpiry } from '../../api/session-expiry';
import { useProductQuestions } from '../../data/use-product-questions';
import * as messages from '../../messages';
import { loginHref } from '../../navigation/return-to';
import { useStoredUser } from '../../session/session';

/**
 * The product's questions with its shop's answers, and asking one: a signed-in shopper's question shows at the top
 * once sent (the list is read again); a shopper who is not signed in gets a link to log in and come back here.
 */
export default function ProductQuestions({ productId, shopName }: { productId: string; shopName: string | null }) {
  const user = useStoredUser();
  const { data: questions, error, mutate } = useProductQuestions(productId);

  const ask = async (question: string) => {
    if (!user) return;
    try {
      await questionsApi.ask({ productId, userId: user.userId, question });
    } catch (failure) {
      // An ended session signs the shopper out (with its own toast); the form still says why it was not sent.
      handleSessionExpiry(failure);
      throw failure;
    }
    await mutate();
  };

  return (
    <QuestionsAndAnswers
      questions={questions ?? []}
      isLoading={!questions && !error}
      loadError={!questions && error ? messages.product.questionsFailed : null}
      shopName={shopName}
      isSignedIn={user !== null}
      loginHref={loginHref()}
      onAsk={ask}
    />
  );
}
