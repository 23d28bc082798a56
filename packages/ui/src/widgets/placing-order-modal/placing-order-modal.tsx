import { Dialog } from '../../primitives/dialog';
import { Spinner } from '../../primitives/spinner';

export interface PlacingOrderModalProps {
  /** Shown while the order request is in flight. */
  isOpen: boolean;
  /**
   * The message.
   * @default 'Placing your order...'
   */
  message?: string;
}

/** A blocking modal while the order is placed: it cannot be dismissed and keeps the page from being used. */
export function PlacingOrderModal({ isOpen, message = 'Placing your order...' }: PlacingOrderModalProps) {
  return (
    <Dialog title={message} isOpen={isOpen} blocking size="sm">
      <div data-slot="placing-order-modal" className="sd:flex sd:justify-center sd:py-2 sd:text-brand">
        <Spinner size="lg" label={null} />
      </div>
    </Dialog>
  );
}
