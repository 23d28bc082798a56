export { createApp, type CreateAppOptions } from './app';
export { type AppConfig, testConfig } from './config';
export { connectDatabase, type ConnectOptions } from './db/connect';
export type { Database, DatabaseHandle } from './db/database';
export { migrate } from './db/migrate';
export { consoleMailer, silentMailer, smtpMailer, type Mailer, type MailMessage } from './mail/mailer';
export { seedDemo, seedIfEmpty } from './seed';
export { startTestServer, type TestServer, type TestServerOptions } from './testing';
