import { useTexts } from '../../lib/kit-texts';
import { Dialog } from '../../primitives/dialog';
import { Spinner } from '../../primitives/spinner';
import { placingOrderModalTexts } from './texts/en';

/** Texts of the placing-order modal; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface PlacingOrderModalLabels {
  /** The message, the dialog's title. @default 'Placing your order...' */
  message?: string;
}

export interface PlacingOrderModalProps {
  /** Shown while the order request is in flight. */
  isOpen: boolean;
  /**
   * The message; it wins over `labels.message`.
   * @default the language's `labels.message` ('Placing your order...')
   */
  message?: string;
  /** Texts of the modal, each replacing the language's own (English by default, `PlacingOrderModalLabels`). */
  labels?: PlacingOrderModalLabels;
}

/** A blocking modal while the order is placed: it cannot be dismissed and keeps the page from being used. */
export function PlacingOrderModal({ isOpen, message, labels }: PlacingOrderModalProps) {
  const text = useTexts(placingOrderModalTexts, labels);
  return (
    <Dialog title={message ?? text.message} isOpen={isOpen} blocking size="sm">
      <div data-slot="placing-order-modal" className="sd:flex sd:justify-center sd:py-2 sd:text-brand">
        <Spinner size="lg" label={null} />
      </div>
    </Dialog>
  );
}
