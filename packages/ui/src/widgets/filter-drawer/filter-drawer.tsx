import { filterChips } from '@sauda/commerce';
import { Suspense, useId, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { cx } from '../../lib/cx';
import { useTexts } from '../../lib/kit-texts';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button/button';
import type { FilterPanelProps } from '../filter-panel';
import { filterDrawerTexts } from './texts/en';

/**
 * Texts of the drawer (the panel's own are `FilterPanel`'s); in English by default (`texts/en.ts`), or the language of
 * a `KitTextsProvider`.
 */
export interface FilterDrawerLabels {
  /** The trigger's text. @default 'Filters' */
  trigger?: string;
  /** The drawer's title. @default 'Filters' */
  title?: string;
  /** What assistive technology reads for the count of set filters. @default (count) => `${count} active` */
  activeCount?: (count: number) => string;
  /** The button that closes the drawer. @default 'Done' */
  done?: string;
  /** @default 'Close' */
  close?: string;
}

export interface FilterDrawerProps extends Omit<FilterPanelProps, 'showTitle' | 'className'> {
  /** Whether the drawer is open (controlled), e.g. opened by 'Update Filters' of an empty search. */
  isOpen?: boolean;
  /**
   * Whether the drawer starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes (trigger, close button, 'Done', Escape, outside click). */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Show the trigger only under 768 px (`md`), where the listing has no side panel.
   * @default true
   */
  onlyOnSmallScreens?: boolean;
  /**
   * Texts of the drawer, each replacing the language's own (English by default, `FilterDrawerLabels`); the panel's
   * own texts go in `labels`.
   */
  drawerLabels?: FilterDrawerLabels;
  /** Extra classes for the trigger button. */
  className?: string;
}

const filterIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="sd:size-4">
    <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
  </svg>
);

const FilterDrawerSheet = /* @__PURE__ */ lazyPart(() => import('./filter-drawer-sheet'));

/**
 * The filter panel in a drawer for small screens (spec §2.8: under 768 px), opened by a 'Filters' button that shows
 * how many filters are set. Filters apply as they change; focus returns to the button when the drawer closes. The
 * drawer's dialog code loads the first time it opens, so wide screens never download it.
 */
export function FilterDrawer({
  isOpen,
  defaultOpen = false,
  onOpenChange,
  onlyOnSmallScreens = true,
  drawerLabels,
  className,
  ...panelProps
}: FilterDrawerProps) {
  const text = useTexts(filterDrawerTexts, drawerLabels);
  const drawerId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const active = filterChips(panelProps.value).filter((chip) => chip.kind !== 'sortBy').length;
  return (
    <>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(true)}
        className={cx(onlyOnSmallScreens && 'sd:md:hidden', className)}
      >
        {filterIcon}
        {text.trigger}
        <Badge count={active} size="sm" label={text.activeCount(active)} />
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <FilterDrawerSheet {...panelProps} id={drawerId} text={text} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
