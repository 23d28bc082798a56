import { afterNextPaint } from '@sauda/ui';

/**
 * Resolves once the browser has painted what is rendered now (`afterNextPaint`). A request for what the first look does
 * not need awaits it before it is sent, so it does not compete with that paint: the cart's lines painted 0.4 s later
 * under Lighthouse's mobile profile while their shops' names and vouchers were asked for first. Awaited inside the
 * fetcher, an answer already in the cache still shows at once.
 */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
