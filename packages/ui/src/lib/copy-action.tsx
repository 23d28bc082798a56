import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from '../icons';
import { IconButton } from '../primitives/icon-button';
import { copyText } from './copy-text';
import { cx } from './cx';

/** Where a copy action stands: nothing yet, copied (for a while), or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** The texts of a copy action: its button's name before and after, and the failure. */
export interface CopyTexts {
  copy: string;
  copied: string;
  copyFailed: string;
}

/**
 * A copy action's state: `copy(text)` copies with `onCopy` (else the Clipboard API, with a fallback) and shows
 * 'copied' or 'failed' for `confirmationMs`, then goes back to idle.
 */
export function useCopyAction(
  onCopy: ((text: string) => void | Promise<void>) | undefined,
  confirmationMs: number,
): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(text: string) {
    clearTimeout(timer.current);
    try {
      await (onCopy ? onCopy(text) : copyText(text));
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), confirmationMs);
  }
  return { state, copy };
}

/** The copy button: named 'Copy …', then '… copied' with a check while the confirmation lasts. */
export function CopyButton({ state, texts, onPress }: { state: CopyState; texts: CopyTexts; onPress: () => void }) {
  return (
    <IconButton label={state === 'copied' ? texts.copied : texts.copy} variant="ghost" size="sm" onPress={onPress}>
      {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  );
}

/** The live region that announces the outcome ('copied' or the failure), `data-slot="{slot}-copy-status"`. */
export function CopyStatus({ slot, state, texts }: { slot: string; state: CopyState; texts: CopyTexts }) {
  return (
    <p
      data-slot={`${slot}-copy-status`}
      role="status"
      className={cx('sd:min-h-4 sd:text-xs', state === 'failed' ? 'sd:text-danger' : 'sd:text-success')}
    >
      {state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : ''}
    </p>
  );
}
