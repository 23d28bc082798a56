import { normalisePakistaniPhone, type StoredUser } from '@sauda/commerce';
import type { WireSignInAnswer, WireVerifyAnswer } from '../wire/auth';
import { text, toId, toWriteResult, type WriteResult } from './shared';

/** A signed-in session: the user to keep under `user` and the token to keep under `token`. */
export interface Session {
  user: StoredUser;
  token: string;
}

/** The sign-in answer; of the legacy user row only id, name, e-mail and phone are kept (never the hash). */
export function toSession(answer: WireSignInAnswer): Session {
  const user = answer.user;
  const wire =
    'userId' in user
      ? { id: user.userId, name: user.name, email: user.email, phone: user.phone }
      : { id: user.Id, name: user.Name, email: user.Email, phone: user.Phone };
  return {
    user: {
      userId: toId(wire.id),
      name: text(wire.name),
      email: text(wire.email),
      phone: wire.phone === null ? '' : normalisePakistaniPhone(wire.phone),
    },
    token: answer.token,
  };
}

/** A verification's answer: its message, and the session when the server signed the shopper in with it. */
export interface VerifyResult extends WriteResult {
  session?: Session;
}

/** The verify answer; a session only when it carries both the user and the token (the legacy backend sends neither). */
export function toVerifyResult(answer: WireVerifyAnswer, success: string): VerifyResult {
  const { user, token } = answer;
  const result = toWriteResult(answer, success);
  return user && token ? { ...result, session: toSession({ user, token }) } : result;
}
