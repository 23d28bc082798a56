/** Every id in the domain is a string (GUIDs from the server; compared case-insensitively). */
export type Id = string;
