/** The storefront was built for the original backend (`VITE_SAUDA_BACKEND=legacy`), not the reference server. */
export const isLegacyBackend = import.meta.env.VITE_SAUDA_BACKEND === 'legacy';
