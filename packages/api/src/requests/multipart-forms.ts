import { canonicalPhone } from '@sauda/commerce';
import { checkRequest } from '../core/http';
import { profileUpdateFieldsSchema } from '../wire/user';
import { reviewFieldsSchema } from '../wire/reviews';

/** The profile edit form: name, phone and e-mail (the server ignores it); a new picture under `image`. */
export interface ProfileUpdateInput {
  name: string;
  phone: string;
  email?: string;
  image?: Blob | null;
}

/** The review form: 1–5 stars, a comment and any number of photos. */
export interface ReviewInput {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  images?: readonly Blob[];
}

/** The multipart body of `PUT /user/{id}`; the phone goes in its stored form ('3001234567'), blank keeps the old one. */
export function buildProfileForm(input: ProfileUpdateInput): FormData {
  const fields = checkRequest(profileUpdateFieldsSchema, input, 'profile update');
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.email !== undefined) form.append('email', fields.email);
  form.append('phone', canonicalPhone(fields.phone));
  if (input.image) form.append('image', input.image, fileName(input.image, 'profile'));
  return form;
}

/** The multipart body of `POST /reviews/product/{productId}/review`: each photo repeated under `images`. */
export function buildReviewForm(input: ReviewInput): FormData {
  const fields = checkRequest(reviewFieldsSchema, input, 'review');
  const form = new FormData();
  form.append('userId', fields.userId);
  form.append('rating', String(fields.rating));
  form.append('comment', fields.comment);
  form.append('productId', fields.productId);
  (input.images ?? []).forEach((image, index) => form.append('images', image, fileName(image, `review-${index + 1}`)));
  return form;
}

function fileName(file: Blob, fallback: string): string {
  return typeof File !== 'undefined' && file instanceof File && file.name ? file.name : fallback;
}
