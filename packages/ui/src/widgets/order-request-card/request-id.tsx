import { useEffect, useRef, useState } from 'react';
import { CheckIcon } from '../../icons';
import { Outline } from '../../icons/outline';
import { IconButton } from '../../primitives/icon-button';
import { cx } from '../../lib/cx';
import { copyText } from '../order-card/copy-text';

/** How many leading characters of a request's UUID the card shows: enough to tell requests apart at a glance. */
export const SHORT_ID_LENGTH = 8;

/** The first characters of an id (the whole id when it is short already). */
export function shortId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? id.slice(0, SHORT_ID_LENGTH) : id;
}

function CopyIcon({ className }: { className?: string }) {
  return (
    <Outline className={className} strokeWidth="1.75">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M15 5.5V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h.5" strokeLinecap="round" />
    </Outline>
  );
}

interface RequestIdProps {
  /** The card's slot, the prefix of these parts' slots. */
  slot: string;
  /** The element id the card's `aria-labelledby` points at. */
  labelId: string;
  /** The id's name, e.g. 'Cancellation ID'. */
  name: string;
  /** The whole id: copied whole, shown short. */
  id: string;
  texts: { copy: string; copied: string; copyFailed: string };
  /** Copies the whole id; without it the Clipboard API (with a fallback) does. */
  onCopyId?: (id: string) => void | Promise<void>;
  /** How long the confirmation stays, in milliseconds. */
  confirmationMs: number;
}

/**
 * A request's id as a shopper can use it: its first characters (a UUID broke a narrow card one character per line)
 * and a copy button that copies the whole id and announces 'Copied' in a live region.
 */
export function RequestId({ slot, labelId, name, id, texts, onCopyId, confirmationMs }: RequestIdProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    clearTimeout(timer.current);
    try {
      await (onCopyId ? onCopyId(id) : copyText(id));
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), confirmationMs);
  }

  return (
    <div data-slot={`${slot}-id`} className="sd:min-w-0">
      <div className="sd:flex sd:items-end sd:gap-1">
        <p id={labelId} className="sd:min-w-0 sd:text-sm">
          <span className="sd:block sd:text-xs sd:text-muted">{name}</span>{' '}
          <bdi data-slot={`${slot}-id-value`} className="sd:font-medium sd:tabular-nums">
            {shortId(id)}
          </bdi>
        </p>
        <IconButton
          label={state === 'copied' ? texts.copied : texts.copy}
          variant="ghost"
          size="sm"
          onPress={() => void copy()}
        >
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        </IconButton>
      </div>
      <p
        data-slot={`${slot}-copy-status`}
        role="status"
        className={cx('sd:min-h-4 sd:text-xs', state === 'failed' ? 'sd:text-danger' : 'sd:text-success')}
      >
        {state === 'copied' ? texts.copied : state === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}
