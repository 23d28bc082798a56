import { strokeIcon } from './outline';

/** A check mark: something applied or verified. */
export const CheckIcon = /* @__PURE__ */ strokeIcon('M5 12.5l4.5 4.5L19 7.5');
