/**
 * The storefront's Content-Security-Policy. Vite emits only external module scripts, so no script runs inline;
 * inline styles stay allowed because React `style` props and the toast library's injected rules need them. Images
 * may come from any https host (the legacy backend serves product images from its own storage host).
 */
export const STOREFRONT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers on every storefront file: never sniffed, no full URLs leaked to other sites. */
export const FILE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Extra headers on the HTML document: the CSP, no framing (clickjacking), an isolated browsing context. */
export const DOCUMENT_HEADERS = {
  'content-security-policy': STOREFRONT_CSP,
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;
