import { strokeIcon } from './outline';

/** An ×: a dialog's close button. */
export const CloseIcon = /* @__PURE__ */ strokeIcon('M6 6l12 12M18 6L6 18');
