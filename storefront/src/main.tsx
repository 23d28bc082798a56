import { afterPaint } from './after-paint';
import './app.css';

const start = () => void import('./boot');

/**
 * The entry: the page's styles, then the storefront (`boot.tsx`, with React, in its own chunk). A page the server
 * rendered is shown first, and the storefront's code is fetched and run once it has painted; any other page needs
 * that code to appear at all, so it starts at once (the head has already asked for it).
 */
if (document.getElementById('root')?.firstElementChild) afterPaint(start);
else start();
