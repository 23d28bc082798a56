import { FollowSuccessDialog, LoginRequiredDialog } from '@sauda/ui';
import type { StoreDialog } from '../../store/use-store-follow';

export interface StoreDialogsProps {
  /** The dialog to show. */
  dialog: StoreDialog;
  /** Opens another dialog or (null) closes them. */
  onDialogChange: (dialog: StoreDialog) => void;
  /** The store's name, for 'Success'. */
  shopName: string;
  /** 'Login' in 'Login Required'. */
  onLogin: () => void;
}

/** 'Login Required' and 'Success' (§2.9), loaded only once a visitor or a follow needs one. */
export default function StoreDialogs({ dialog, onDialogChange, shopName, onLogin }: StoreDialogsProps) {
  return (
    <>
      <LoginRequiredDialog
        isOpen={dialog === 'login-required'}
        onOpenChange={(open) => onDialogChange(open ? 'login-required' : null)}
        onLogin={onLogin}
      />
      <FollowSuccessDialog
        isOpen={dialog === 'followed'}
        onOpenChange={(open) => onDialogChange(open ? 'followed' : null)}
        shopName={shopName}
      />
    </>
  );
}
