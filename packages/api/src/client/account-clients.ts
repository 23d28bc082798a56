import type { Address, UserProfile, WishlistItem } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { createAddress, editAddress, getAddress } from '../endpoints/addresses';
import {
  forgotPassword,
  resendResetCode,
  resetPassword,
  signIn,
  signUp,
  verifyEmail,
  verifyResetCode,
} from '../endpoints/auth';
import { sendContactMessage } from '../endpoints/contact';
import { getUser, updateUser } from '../endpoints/user';
import { addToWishlist, getWishlist, removeFromWishlist } from '../endpoints/wishlist';
import { toSavedAddress } from '../normalise/addresses';
import { toSession, type Session } from '../normalise/auth';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import { toUserProfile } from '../normalise/user';
import { toWishlistItem } from '../normalise/wishlist';
import { buildProfileForm, type ProfileUpdateInput } from '../requests/multipart-forms';
import type { AddressBody } from '../wire/addresses';
import type {
  EmailBody,
  ResetPasswordBody,
  SignInBody,
  SignUpBody,
  VerifyBody,
  VerifyResetCodeBody,
} from '../wire/auth';
import type { ContactBody } from '../wire/contact';
import type { WishlistAddBody, WishlistRemoveBody } from '../wire/wishlist';
import type { Call } from './call';

/** `wishlist`. */
export function wishlistClient(call: Call) {
  return {
    /** `GET /wishlist/{userId}`. */
    list: async (userId: string, options?: CallOptions): Promise<WishlistItem[]> =>
      (await call(getWishlist, { params: { userId } }, options)).map(toWishlistItem),
    /** `POST /wishlist/add`: rejects with 'Item already in wishlist' (status 400) for a duplicate. */
    add: async (body: WishlistAddBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(addToWishlist, { json: body }, options), 'Item added to wishlist!'),
    /** `POST /wishlist/remove`. */
    remove: async (body: WishlistRemoveBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(removeFromWishlist, { json: body }, options), 'Removed successfully'),
  };
}

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

/** The address fields the server stores (name, phone and country are not). */
export type SavedAddressInput = Pick<Address, 'email' | 'streetAddressLine1' | 'city' | 'state' | 'zipCode'> &
  Partial<Pick<Address, 'streetAddressLine2'>>;

function toAddressBody(address: SavedAddressInput): AddressBody {
  return {
    email: address.email,
    streetAddressLine1: address.streetAddressLine1,
    streetAddressLine2: address.streetAddressLine2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  };
}

/** `addresses`: the saved delivery address. */
export function addressesClient(call: Call) {
  return {
    /** `GET /addresses/address?email=`: null when none is saved. */
    get: async (email: string, options?: CallOptions): Promise<Address | null> =>
      toSavedAddress(await call(getAddress, { query: { email } }, options)),
    /** `POST /addresses/create`. */
    create: async (address: SavedAddressInput, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(createAddress, { json: toAddressBody(address) }, options),
        'Address created successfully',
      ),
    /** `PUT /addresses/edit`. */
    edit: async (address: SavedAddressInput, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(editAddress, { json: toAddressBody(address) }, options), 'Address updated successfully'),
  };
}

/** `auth`: sign-up, verification, sign-in and password reset. */
export function authClient(call: Call) {
  return {
    /** `POST /user/signup`. */
    signUp: async (body: SignUpBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(signUp, { json: body }, options),
        'User registered successfully. Please verify your email.',
      ),
    /** `POST /user/verify`. */
    verify: async (body: VerifyBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(verifyEmail, { json: body }, options), 'User verified successfully'),
    /** `POST /user/signin`: the user to store (never the password hash) and the token. */
    signIn: async (body: SignInBody, options?: CallOptions): Promise<Session> =>
      toSession(await call(signIn, { json: body }, options)),
    /** `POST /user/forgot-password`. */
    forgotPassword: async (body: EmailBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(forgotPassword, { json: body }, options), 'Reset code sent to email.'),
    /** `POST /user/verify-reset-code`. */
    verifyResetCode: async (body: VerifyResetCodeBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(verifyResetCode, { json: body }, options), 'Reset code is valid.'),
    /** `POST /user/resend-reset-code`. */
    resendResetCode: async (body: EmailBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(
        await call(resendResetCode, { json: body }, options),
        'A new reset code has been sent to your email.',
      ),
    /** `POST /user/reset-password` (Sauda sends the verified code as `resetCode`). */
    resetPassword: async (body: ResetPasswordBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(resetPassword, { json: body }, options), 'Password reset successfully'),
  };
}

/** `contact`: the contact form (reference server only). */
export function contactClient(call: Call) {
  return {
    /** `POST /contact`. */
    send: async (body: ContactBody, options?: CallOptions): Promise<WriteResult> =>
      toWriteResult(await call(sendContactMessage, { json: body }, options), 'Your message has been sent.'),
  };
}
