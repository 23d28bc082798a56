import nodemailer from 'nodemailer';

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

/** Logs each mail as one JSON line. */
export function consoleMailer(): Mailer {
  return {
    async send(message) {
      console.log(JSON.stringify({ level: 'info', event: 'mail', to: message.to, subject: message.subject }));
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
