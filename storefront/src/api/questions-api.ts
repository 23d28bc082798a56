import { lazyClient } from './lazy-client';

/** Product questions and answers. Loaded with the first call (`lazy-client.ts`). */
export const questionsApi = lazyClient(() => import('./clients/questions-clients'), 'questionsApi');
