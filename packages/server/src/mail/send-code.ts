import type { Locale } from '@sauda/commerce';
import type { AppDeps } from '../deps';
import { outbox } from '../db/schema';
import { MAIL_TEXTS } from './mail-texts';

/** Records the code mail, in the shopper's `language`, in the outbox table, then hands it to the mailer. */
export async function sendCodeMail(
  deps: AppDeps,
  to: string,
  purpose: 'verify' | 'reset',
  code: string,
  language: Locale = 'en',
) {
  const texts = MAIL_TEXTS[language];
  const { subject, line } = texts[purpose];
  const text = texts.code(line, code);
  await deps.db.insert(outbox).values({ to, subject, body: text, code });
  await deps.mailer.send({ to, subject, text });
}
