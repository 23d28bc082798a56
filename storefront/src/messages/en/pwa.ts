/** Texts of the installable, offline-tolerant storefront (issue 33). */
export const pwa = {
  offline: 'You are offline. Pages you have seen and your cart are still here.',
  updateReady: 'A new version of Sauda is ready',
  reload: 'Reload',
  install: 'Install Sauda app',
  orderOffline:
    'You are offline. Your order has not been placed, and nothing will be sent until you are back online: your cart and address are kept, so place it again then.',
  writeOffline: 'You are offline. Try again once you are back online; what you typed is kept.',
} as const;
