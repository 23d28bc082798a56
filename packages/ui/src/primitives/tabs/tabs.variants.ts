import { cva, type VariantProps } from 'class-variance-authority';

export const tabsVariants = cva('flex', {
  variants: {
    orientation: {
      horizontal: 'flex-col gap-4',
      vertical: 'flex-row items-start gap-6',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const tabListVariants = cva('group/tablist flex gap-1 p-1', {
  variants: {
    orientation: {
      // The strip scrolls sideways on small screens instead of wrapping.
      horizontal: 'overflow-x-auto overscroll-x-contain border-b border-line',
      vertical: 'min-w-44 shrink-0 flex-col border-s border-line',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const tabVariants = cva([
  'focus-ring relative flex shrink-0 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
  'whitespace-nowrap text-muted transition-colors select-none',
  'data-[hovered]:bg-surface data-[hovered]:text-fg data-[selected]:text-fg',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-disabled data-[disabled]:data-[hovered]:bg-transparent',
  // The selection bar sits in the list's padding, on its border: below the tab, or at the start side when vertical.
  'after:absolute after:rounded-full after:bg-transparent data-[selected]:after:bg-brand',
  'group-data-[orientation=horizontal]/tablist:after:inset-x-2 group-data-[orientation=horizontal]/tablist:after:-bottom-1',
  'group-data-[orientation=horizontal]/tablist:after:h-0.5',
  'group-data-[orientation=vertical]/tablist:text-start group-data-[orientation=vertical]/tablist:after:inset-y-1.5',
  'group-data-[orientation=vertical]/tablist:after:-start-1 group-data-[orientation=vertical]/tablist:after:w-0.5',
]);

export const tabPanelVariants = cva('focus-ring min-w-0 flex-1 rounded-md text-sm text-fg');

export type TabsVariantProps = VariantProps<typeof tabsVariants>;
