import { filterChips } from '@sauda/commerce';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { Dialog, DialogTrigger } from '../../primitives/dialog';
import { cx } from '../../lib/cx';
import { FilterPanel, type FilterPanelProps } from '../filter-panel';

/** The panel's props (section headings are h3, under the drawer's h2 title) plus the drawer's own. */
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
  /** Texts of the drawer, in English by default (the panel's own texts go in `labels`). */
  drawerLabels?: {
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
  };
  /** Extra classes for the trigger button. */
  className?: string;
}

const filterIcon = (
  <svg viewBox="0 0 24 24" aria-hidden fill="none" stroke="currentColor" strokeWidth="2" className="size-4">
    <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
  </svg>
);

/**
 * The filter panel in a drawer for small screens (spec §2.8: under 768 px), opened by a 'Filters' button that shows
 * how many filters are set. Filters apply as they change; focus returns to the button when the drawer closes.
 */
export function FilterDrawer({
  isOpen,
  defaultOpen,
  onOpenChange,
  onlyOnSmallScreens = true,
  drawerLabels,
  className,
  ...panelProps
}: FilterDrawerProps) {
  const text = {
    trigger: drawerLabels?.trigger ?? 'Filters',
    title: drawerLabels?.title ?? 'Filters',
    activeCount: drawerLabels?.activeCount ?? ((count: number) => `${count} active`),
    done: drawerLabels?.done ?? 'Done',
    close: drawerLabels?.close ?? 'Close',
  };
  const active = filterChips(panelProps.value).filter((chip) => chip.kind !== 'sortBy').length;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Button variant="secondary" className={cx(onlyOnSmallScreens && 'md:hidden', className)}>
        {filterIcon}
        {text.trigger}
        <Badge count={active} size="sm" label={text.activeCount(active)} />
      </Button>
      <Dialog
        title={text.title}
        size="fullscreen-on-small"
        closeLabel={text.close}
        footer={({ close }) => (
          <Button onPress={close} fullWidth>
            {text.done}
          </Button>
        )}
      >
        <FilterPanel {...panelProps} showTitle={false} headingLevel={panelProps.headingLevel ?? 2} />
      </Dialog>
    </DialogTrigger>
  );
}
