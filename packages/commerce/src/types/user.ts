import type { Id } from './ids';

/** The user kept in browser storage under `user`. */
export interface StoredUser {
  userId: Id;
  name: string;
  email: string;
  phone: string;
}

/** The user's profile as the server returns it. */
export interface UserProfile {
  name: string;
  email: string;
  /** Ten digits starting with 3 (without +92), or empty. */
  phone: string;
  /** Profile image URL, or null. */
  image: string | null;
}

/** A delivery address (checkout form and saved address). */
export interface Address {
  fullName: string;
  /** Always 'Pakistan'. */
  country: string;
  streetAddressLine1: string;
  streetAddressLine2: string;
  city: string;
  /** Province. */
  state: string;
  /** Postcode; '' when none was given (optional in Sauda: most Pakistani addresses have none). */
  zipCode: string;
  phoneNumber: string;
  email: string;
}
