import { defineEndpoint } from '../core/endpoint';
import { addressBodySchema, addressQuerySchema, savedAddressAnswerSchema } from '../wire/addresses';
import { messageAnswerSchema } from '../wire/shared';

/** `GET /addresses/address?email=`: the saved address (fields null when none is saved). */
export const getAddress = defineEndpoint({
  operationId: 'addresses.get',
  tag: 'addresses',
  method: 'get',
  path: '/addresses/address',
  summary: "The user's saved delivery address",
  query: addressQuerySchema,
  successStatus: 200,
  response: savedAddressAnswerSchema,
  fallback: 'Error fetching the saved address',
  access: 'user',
});

/** `POST /addresses/create` (201). */
export const createAddress = defineEndpoint({
  operationId: 'addresses.create',
  tag: 'addresses',
  method: 'post',
  path: '/addresses/create',
  summary: 'Save a delivery address',
  body: { type: 'json', schema: addressBodySchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: 'Error saving the address',
  access: 'user',
  refusals: { 409: 'An address is already saved (change it with PUT /addresses/edit).' },
});

/** `PUT /addresses/edit` (201). */
export const editAddress = defineEndpoint({
  operationId: 'addresses.edit',
  tag: 'addresses',
  method: 'put',
  path: '/addresses/edit',
  summary: 'Replace the saved delivery address',
  body: { type: 'json', schema: addressBodySchema },
  successStatus: 201,
  response: messageAnswerSchema,
  fallback: 'Error saving the address',
  access: 'user',
});
