import nodemailer from 'nodemailer';
import { defaultLogger, type Logger } from '../observability/logger';

/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail; the outbox table is written by the app before calling it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** `a***@example.pk`: enough to tell mails apart in a log, not enough to collect addresses from it. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * The mailer without SMTP: it sends nothing and logs that a mail to a masked address was not sent. Never the text: a
 * code in the log would let anyone who reads it verify or reset someone else's account. Demos read codes from the
 * dev outbox (`SAUDA_DEV_OUTBOX=1`).
 */
export function consoleMailer(logger: Logger = defaultLogger()): Mailer {
  return {
    async send(message) {
      logger.warn({
        event: 'mail not sent',
        to: maskAddress(message.to),
        subject: message.subject,
        reason: 'SMTP_URL is not set; for a demo, SAUDA_DEV_OUTBOX=1 shows mailed codes at GET /api/v1/dev/outbox',
      });
    },
  };
}

/** Discards mail (tests read the outbox table). */
export function silentMailer(): Mailer {
  return { async send() {} };
}

/** Sends through SMTP (`smtp://user:pass@host:port`). */
export function smtpMailer(url: string, from = 'Sauda <no-reply@sauda.pk>'): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
