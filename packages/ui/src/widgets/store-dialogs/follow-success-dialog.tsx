import { useTexts } from '../../lib/kit-texts';
import { Dialog } from '../../primitives/dialog';
import { Link } from '../../primitives/link';
import { followSuccessDialogTexts } from './texts/en';

/** Texts of the dialog; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface FollowSuccessDialogLabels {
  /** @default 'Success' */
  title?: string;
  /** @default (shopName) => `You are now following ${shopName}.` */
  description?: (shopName: string) => string;
  /** The link to the followed shops. @default 'View Followed Shops' */
  viewFollowedShops?: string;
  /** Accessible name of the close button. @default 'Close' */
  close?: string;
}

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
  /** Texts of the dialog, each replacing the language's own (English by default, `FollowSuccessDialogLabels`). */
  labels?: FollowSuccessDialogLabels;
}

/** 'Success' after following a store, with a way to the followed-shops page (spec §2.9). */
export function FollowSuccessDialog({
  isOpen,
  onOpenChange,
  shopName,
  followedShopsHref = '/user/followed-shops',
  labels,
}: FollowSuccessDialogProps) {
  const text = useTexts(followSuccessDialogTexts, labels);
  return (
    <Dialog
      title={text.title}
      description={text.description(shopName)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      closeLabel={text.close}
      footer={({ close }) => (
        <Link href={followedShopsHref} variant="button" onPress={close}>
          {text.viewFollowedShops}
        </Link>
      )}
    />
  );
}
