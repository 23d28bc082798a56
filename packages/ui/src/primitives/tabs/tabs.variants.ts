import { cva, type VariantProps } from 'class-variance-authority';

export const tabsVariants = cva('sd:flex', {
  variants: {
    orientation: {
      horizontal: 'sd:flex-col sd:gap-4',
      vertical: 'sd:flex-row sd:items-start sd:gap-6',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const tabListVariants = cva('sd:group/tablist sd:flex sd:gap-1 sd:p-1', {
  variants: {
    orientation: {
      // The strip scrolls sideways on small screens instead of wrapping.
      horizontal: 'sd:overflow-x-auto sd:overscroll-x-contain sd:border-b sd:border-line',
      vertical: 'sd:min-w-44 sd:shrink-0 sd:flex-col sd:border-s sd:border-line',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

export const tabVariants = cva([
  'sd:focus-ring sd:relative sd:flex sd:shrink-0 sd:cursor-pointer sd:items-center sd:gap-2 sd:rounded-md sd:px-3 sd:py-2 sd:text-sm sd:font-medium',
  'sd:whitespace-nowrap sd:text-muted sd:transition-colors sd:select-none',
  'sd:data-[hovered]:bg-surface sd:data-[hovered]:text-fg sd:data-[selected]:text-fg',
  'sd:data-[disabled]:cursor-not-allowed sd:data-[disabled]:text-disabled sd:data-[disabled]:data-[hovered]:bg-transparent',
  // The selection bar sits in the list's padding, on its border: below the tab, or at the start side when vertical.
  'sd:after:absolute sd:after:rounded-full sd:after:bg-transparent sd:data-[selected]:after:bg-brand',
  'sd:group-data-[orientation=horizontal]/tablist:after:inset-x-2 sd:group-data-[orientation=horizontal]/tablist:after:-bottom-1',
  'sd:group-data-[orientation=horizontal]/tablist:after:h-0.5',
  'sd:group-data-[orientation=vertical]/tablist:text-start sd:group-data-[orientation=vertical]/tablist:after:inset-y-1.5',
  'sd:group-data-[orientation=vertical]/tablist:after:-start-1 sd:group-data-[orientation=vertical]/tablist:after:w-0.5',
]);

export const tabPanelVariants = cva('sd:focus-ring sd:min-w-0 sd:flex-1 sd:rounded-md sd:text-sm sd:text-fg');

export type TabsVariantProps = VariantProps<typeof tabsVariants>;
