import type { Locale } from '@sauda/commerce';
import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';
import { MAIL_TEXTS } from './mail-texts';

/**
 * Tells the mailbox (and only the mailbox) that a sign-up was not carried out: the answer on the wire is the same as
 * for a sign-up that was, so it says nothing about whether a phone number has an account. Recorded in the outbox,
 * like every mail.
 */
export async function sendSignUpRefusedMail(deps: AppDeps, to: string, language: Locale = 'en') {
  const { subject, text } = MAIL_TEXTS[language].signUpRefused;
  await deps.db.insert(outbox).values({ to, subject, body: text });
  await deps.mailer.send({ to, subject, text });
}
