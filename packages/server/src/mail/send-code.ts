import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';

const TEXTS = {
  verify: { subject: 'Verify your Sauda account', line: 'Your Sauda verification code is' },
  reset: { subject: 'Reset your Sauda password', line: 'Your Sauda password reset code is' },
};

/** Records the code mail in the outbox table, then hands it to the mailer. */
export async function sendCodeMail(deps: AppDeps, to: string, purpose: 'verify' | 'reset', code: string) {
  const { subject, line } = TEXTS[purpose];
  const text = `${line} ${code}. It expires in 10 minutes. If you did not ask for it, ignore this e-mail.`;
  await deps.db.insert(outbox).values({ to, subject, body: text, code });
  await deps.mailer.send({ to, subject, text });
}
