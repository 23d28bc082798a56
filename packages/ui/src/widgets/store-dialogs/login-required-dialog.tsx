import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';

export interface LoginRequiredDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the shopper closes it (Cancel, Escape or the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** 'Login': the page sends the shopper to /user/login and back here afterwards. */
  onLogin: () => void;
  /**
   * What needs a login.
   * @default 'Please log in to follow this store.'
   */
  description?: string;
}

/** 'Login Required' with Cancel and Login, shown when a visitor tries to follow a store (spec §2.9, §6). */
export function LoginRequiredDialog({
  isOpen,
  onOpenChange,
  onLogin,
  description = 'Please log in to follow this store.',
}: LoginRequiredDialogProps) {
  return (
    <Dialog
      title="Login Required"
      description={description}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            Cancel
          </Button>
          <Button
            onPress={() => {
              close();
              onLogin();
            }}
          >
            Login
          </Button>
        </>
      )}
    />
  );
}
