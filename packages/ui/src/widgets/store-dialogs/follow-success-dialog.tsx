import { Dialog } from '../../primitives/dialog';
import { Link } from '../../primitives/link';

export interface FollowSuccessDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the shopper closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** The shop just followed. */
  shopName: string;
  /**
   * Where the shopper's followed shops are listed.
   * @default '/user/followed-shops'
   */
  followedShopsHref?: string;
}

/** 'Success' after following a store, with a way to the followed-shops page (spec §2.9). */
export function FollowSuccessDialog({
  isOpen,
  onOpenChange,
  shopName,
  followedShopsHref = '/user/followed-shops',
}: FollowSuccessDialogProps) {
  return (
    <Dialog
      title="Success"
      description={`You are now following ${shopName}.`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      footer={({ close }) => (
        <Link href={followedShopsHref} variant="button" onPress={close}>
          View Followed Shops
        </Link>
      )}
    />
  );
}
