import { parseStoredUser, type StoredUser } from '@sauda/commerce';
import { readStored, storageKeys, useStored, writeStored } from '../storage/browser-storage';

const readToken = (raw: string): string | null => (raw.trim() === '' ? null : raw);

/** The signed-in shopper kept under `user`, or null (a corrupt stored user counts as none, spec §6). */
export function useStoredUser(): StoredUser | null {
  return useStored(storageKeys.user, parseStoredUser, null);
}

/** The bearer token kept under `token`, read at call time by the API client. */
export function readStoredToken(): string | null {
  return readStored(storageKeys.token, readToken, null);
}

/** Keeps the shopper and token after a sign-in. */
export function signIn(user: StoredUser, token: string): void {
  writeStored(storageKeys.token, token);
  writeStored(storageKeys.user, user);
}

/** Forgets the shopper and token (spec §4: logout removes both). */
export function signOut(): void {
  writeStored(storageKeys.user, null);
  writeStored(storageKeys.token, null);
}
