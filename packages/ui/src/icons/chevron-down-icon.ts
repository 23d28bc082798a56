import { strokeIcon } from './outline';

/** A chevron pointing down: a select's or a menu's trigger. */
export const ChevronDownIcon = /* @__PURE__ */ strokeIcon('M6 9l6 6 6-6');
