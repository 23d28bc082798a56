import { version } from 'react';

/** Whether the host runs React 19 or later; the kit's peer range is React 18.3 and 19. */
export const isReact19 = Number.parseInt(version, 10) >= 19;
