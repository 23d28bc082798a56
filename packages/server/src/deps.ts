import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

/** What every route group receives. */
export interface AppDeps {
  db: Database;
  mailer: Mailer;
  config: AppConfig;
}
