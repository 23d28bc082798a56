import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';

const SUBJECT = 'Your Sauda sign-up';
const TEXT =
  'Someone, probably you, tried to create a Sauda account with this e-mail address, and we could not create it with ' +
  'the details given. If you already have a Sauda account, log in or reset your password. Otherwise sign up again ' +
  'with your own mobile number. If it was not you, ignore this e-mail.';

/**
 * Tells the mailbox (and only the mailbox) that a sign-up was not carried out: the answer on the wire is the same as
 * for a sign-up that was, so it says nothing about whether a phone number has an account. Recorded in the outbox,
 * like every mail.
 */
export async function sendSignUpRefusedMail(deps: AppDeps, to: string) {
  await deps.db.insert(outbox).values({ to, subject: SUBJECT, body: TEXT });
  await deps.mailer.send({ to, subject: SUBJECT, text: TEXT });
}
