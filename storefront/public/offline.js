// The offline page's Retry (storefront/public/offline.html): a script of its own, as the page's CSP allows no inline
// script. The page comes back by itself once the connection does.
const retry = () => window.location.reload();
document.getElementById('retry')?.addEventListener('click', retry);
window.addEventListener('online', retry);
