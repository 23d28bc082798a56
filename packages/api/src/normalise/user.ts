import { normalisePakistaniPhone, type UserProfile } from '@sauda/commerce';
import type { WireUser } from '../wire/user';
import { text } from './shared';

/** The profile as the account page shows it: phone as ten national digits, the first image or null. */
export function toUserProfile(user: WireUser): UserProfile {
  return {
    name: text(user.Name),
    email: text(user.Email),
    phone: user.Phone === null ? '' : normalisePakistaniPhone(user.Phone),
    image: user.Images[0] ?? null,
  };
}
