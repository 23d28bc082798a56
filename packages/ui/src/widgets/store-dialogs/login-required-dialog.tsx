import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { loginRequiredDialogTexts } from './texts/en';

/** Texts of the dialog; in English by default (`texts/en.ts`), or the language of a `KitTextsProvider`. */
export interface LoginRequiredDialogLabels {
  /** @default 'Login Required' */
  title?: string;
  /** What needs a login, unless `description` is given. @default 'Please log in to follow this store.' */
  description?: string;
  /** @default 'Cancel' */
  cancel?: string;
  /** @default 'Login' */
  login?: string;
  /** Accessible name of the close button. @default 'Close' */
  close?: string;
}

export interface LoginRequiredDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the shopper closes it (Cancel, Escape or the close button). */
  onOpenChange: (isOpen: boolean) => void;
  /** 'Login': the page sends the shopper to /user/login and back here afterwards. */
  onLogin: () => void;
  /**
   * What needs a login.
   * @default labels' `description` ('Please log in to follow this store.')
   */
  description?: string;
  /** Texts of the dialog, each replacing the language's own (English by default, `LoginRequiredDialogLabels`). */
  labels?: LoginRequiredDialogLabels;
}

/** 'Login Required' with Cancel and Login, shown when a visitor tries to follow a store (spec §2.9, §6). */
export function LoginRequiredDialog({ isOpen, onOpenChange, onLogin, description, labels }: LoginRequiredDialogProps) {
  const text = useTexts(loginRequiredDialogTexts, labels);
  return (
    <Dialog
      title={text.title}
      description={description ?? text.description}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      closeLabel={text.close}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {text.cancel}
          </Button>
          <Button
            onPress={() => {
              close();
              onLogin();
            }}
          >
            {text.login}
          </Button>
        </>
      )}
    />
  );
}
