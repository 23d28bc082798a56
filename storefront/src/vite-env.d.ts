/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Host of the /api/v1 backend; empty (the default) means the storefront's own origin. */
  readonly VITE_SAUDA_API_URL?: string;
  /** Which backend answers: 'reference' (packages/server, the default) or 'legacy' (the original backend). */
  readonly VITE_SAUDA_BACKEND?: string;
  /** The language the build speaks: 'ur' in the Urdu build (`vite build --mode ur`), else English. Set by the config. */
  readonly VITE_SAUDA_LOCALE?: string;
  /** Where the build's pages live: '' for English, '/ur' for Urdu. Set by the config. */
  readonly VITE_SAUDA_LOCALE_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
