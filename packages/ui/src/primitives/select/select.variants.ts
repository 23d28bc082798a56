import { cva } from 'class-variance-authority';

export const selectTriggerVariants = cva([
  'focus-ring flex h-10 w-full min-w-0 cursor-pointer items-center justify-between gap-2 rounded-md border',
  'border-muted bg-raised px-3 text-start text-sm text-fg transition-colors',
  'data-[hovered]:border-fg data-[pressed]:border-brand group-data-[open]/field:border-brand',
  'group-data-[invalid]/field:border-danger',
  'data-[disabled]:cursor-not-allowed data-[disabled]:border-line data-[disabled]:bg-surface',
  'data-[disabled]:text-disabled',
]);

export const selectValueVariants = cva('min-w-0 flex-1 truncate data-[placeholder]:text-muted');

export const selectIconVariants = cva(
  'size-4 shrink-0 text-muted transition-transform group-data-[open]/field:rotate-180',
);

export const selectPopoverVariants = cva([
  'w-(--trigger-width) overflow-y-auto rounded-lg border border-line bg-raised p-1',
  'text-sm text-fg shadow-raised outline-none',
  'motion-safe:transition motion-safe:duration-150 data-[entering]:opacity-0 data-[exiting]:opacity-0',
]);

export const selectListVariants = cva('outline-none');

export const selectItemVariants = cva([
  'focus-ring flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-start text-fg outline-none',
  'select-none data-[focused]:bg-surface data-[selected]:font-medium',
  'data-[disabled]:cursor-not-allowed data-[disabled]:text-disabled',
]);
