import type { Address } from '@sauda/commerce';
import type { CallOptions } from '../core/http';
import { createAddress, editAddress, getAddress } from '../endpoints/addresses';
import { toSavedAddress } from '../normalise/addresses';
import { toWriteResult, type WriteResult } from '../normalise/shared';
import type { AddressBody } from '../wire/addresses';
import type { Call } from './call';

/** The address fields the server stores (name, phone and country are not). */
export type SavedAddressInput = Pick<Address, 'email' | 'streetAddressLine1' | 'city' | 'state'> &
  Partial<Pick<Address, 'streetAddressLine2' | 'zipCode'>>;

function toAddressBody(address: SavedAddressInput): AddressBody {
  return {
    email: address.email,
    streetAddressLine1: address.streetAddressLine1,
    streetAddressLine2: address.streetAddressLine2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode ?? '',
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
