import { defineEndpoint } from '../core/endpoint';
import { messageAnswerSchema } from '../wire/shared';
import { profileUpdateFormSchema, userAnswerSchema, userPathParamsSchema } from '../wire/user';

/** `GET /user/{id}`: the profile (the password hash and codes the legacy row carries are dropped). */
export const getUser = defineEndpoint({
  operationId: 'user.get',
  tag: 'user',
  method: 'get',
  path: '/user/{id}',
  summary: "The user's profile",
  params: userPathParamsSchema,
  successStatus: 200,
  response: userAnswerSchema,
  fallback: 'Error fetching profile details',
  access: 'user',
});

/** `PUT /user/{id}` (multipart; file under `image`): the answer does not carry the updated user. */
export const updateUser = defineEndpoint({
  operationId: 'user.update',
  tag: 'user',
  method: 'put',
  path: '/user/{id}',
  summary: 'Update name, phone and profile image',
  params: userPathParamsSchema,
  body: { type: 'multipart', schema: profileUpdateFormSchema },
  successStatus: 200,
  response: messageAnswerSchema,
  fallback: 'Error while updating profile details',
  access: 'user',
  refusals: {
    409: 'The phone number cannot be used (another account holds it; the answer does not say so).',
    415: 'The body is not a form, or the image is not a JPEG, PNG or WebP image.',
  },
});
