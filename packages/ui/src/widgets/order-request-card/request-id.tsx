import { CopyButton, CopyStatus, useCopyAction, type CopyTexts } from '../../lib/copy-action';

/** How many leading characters of a request's UUID the card shows: enough to tell requests apart at a glance. */
export const SHORT_ID_LENGTH = 8;

/** The first characters of an id (the whole id when it is short already). */
export function shortId(id: string): string {
  return id.length > SHORT_ID_LENGTH ? id.slice(0, SHORT_ID_LENGTH) : id;
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
  texts: CopyTexts;
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
  const { state, copy } = useCopyAction(onCopyId, confirmationMs);

  return (
    <div data-slot={`${slot}-id`} className="sd:min-w-0">
      <div className="sd:flex sd:items-end sd:gap-1">
        <p id={labelId} className="sd:min-w-0 sd:text-sm">
          <span className="sd:block sd:text-xs sd:text-muted">{name}</span>{' '}
          <bdi data-slot={`${slot}-id-value`} className="sd:font-medium sd:tabular-nums">
            {shortId(id)}
          </bdi>
        </p>
        <CopyButton state={state} texts={texts} onPress={() => void copy(id)} />
      </div>
      <CopyStatus slot={slot} state={state} texts={texts} />
    </div>
  );
}
