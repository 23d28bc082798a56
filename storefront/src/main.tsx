import { afterPaint } from './first-load/after-paint';
import './app.css';
import './locale/en/fonts.css';
import { holdInteractions, letHeldInteractionsThrough } from './first-load/held-interactions';

const start = () => void import('./first-load/boot').catch(letHeldInteractionsThrough);

/**
 * The entry: the page's styles, then the storefront (`boot.tsx`, with React, in its own chunk). A page the server
 * rendered whole is shown first, and the storefront's code is fetched and run once it has painted (`after-paint.ts`);
 * any other page needs that code to be filled in (the cart, rendered in its loading state) or to appear at all, so it
 * starts at once (the head has already asked for it). A shopper who taps a button of a rendered page before the
 * storefront has taken it over has the tap held, and the code asked for at once (`held-interactions.ts`).
 */
if (document.getElementById('root')?.firstElementChild) holdInteractions(afterPaint(start));
else start();
