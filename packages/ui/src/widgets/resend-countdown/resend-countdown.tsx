import { useEffect, useState } from 'react';
import { useTexts } from '../../lib/kit-texts';
import { Button } from '../../primitives/button';
import { resendCountdownTexts } from './texts/en';

/**
 * Texts of the button, given as props of their own; in English by default (`texts/en.ts`), or the language of a
 * `KitTextsProvider`.
 */
export interface ResendCountdownLabels {
  /**
   * Button text.
   * @default 'Resend OTP'
   */
  label?: string;
  /**
   * Text while waiting; receives the seconds left.
   * @default (secondsLeft) => `Resend OTP in ${secondsLeft}s`
   */
  waitingLabel?: (secondsLeft: number) => string;
}

export interface ResendCountdownProps extends ResendCountdownLabels {
  /** Sends the code again. While its promise is pending the button shows as busy; afterwards the wait restarts. */
  onResend: () => void | Promise<unknown>;
  /**
   * Seconds to wait after a send before another is allowed.
   * @default 60
   */
  seconds?: number;
}

/** 'Resend OTP', disabled for 60 seconds after every send with the seconds left shown. */
export function ResendCountdown({ onResend, seconds = 60, label, waitingLabel }: ResendCountdownProps) {
  const text = useTexts(resendCountdownTexts, { label, waitingLabel });
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setSending] = useState(false);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [left]);

  const resend = async () => {
    setSending(true);
    try {
      await onResend();
    } finally {
      setSending(false);
      setDeadline(Date.now() + seconds * 1000);
      setNow(Date.now());
    }
  };

  return (
    <span data-slot="resend-countdown" data-waiting={left > 0 || undefined}>
      <Button variant="ghost" size="sm" isDisabled={left > 0} isPending={isSending} onPress={resend}>
        {left > 0 ? text.waitingLabel(left) : text.label}
      </Button>
    </span>
  );
}
