import type { UserProfile } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { getUser, updateUser } from '../endpoints/user';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { toUserProfile } from '../normalise/user';
import { buildProfileForm, type ProfileUpdateInput } from '../requests/multipart-forms';
import type { Call } from './call';

/** `user`: the profile. */
export function userClient(call: Call) {
  return {
    /** `GET /user/{id}`. */
    get: async (userId: string, options?: CallOptions): Promise<UserProfile> =>
      toUserProfile(await call(getUser, { params: { id: userId } }, options)),
    /** `PUT /user/{id}` (multipart, picture under `image`); the answer does not carry the updated user. */
    update: async (userId: string, input: ProfileUpdateInput, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(updateUser, { params: { id: userId }, form: buildProfileForm(input) }, options),
        'Profile details updated successfully',
      ),
  };
}
