import { Checkbox } from '@sauda/ui';
import { useEffect, useState } from 'react';
import * as messages from '../messages';
import { useLiteMode, useLiteModeSwitch } from './lite-mode';
import { formatKilobytes, pictureBytes, type PictureBytes } from './picture-bytes';

const text = messages.account.liteMode;
const EMPTY: PictureBytes = { bytes: 0, liteBytes: 0, savedBytes: 0 };

/** The picture bytes of this visit, kept up to date as more pictures arrive. */
function usePictureBytes(): PictureBytes {
  const [measured, setMeasured] = useState(EMPTY);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') return;
    // `buffered` reports the pictures loaded before the page opened too.
    const observer = new PerformanceObserver(() => setMeasured(pictureBytes(performance.getEntriesByType('resource'))));
    observer.observe({ type: 'resource', buffered: true });
    return () => observer.disconnect();
  }, []);
  return measured;
}

/**
 * The account page's Lite mode switch: smaller pictures, no cards or sections loaded ahead of the shopper. Says when
 * the phone's own data saver has it on anyway, and roughly what it saved on this visit.
 */
export function LiteModePanel() {
  const [chosen, choose] = useLiteModeSwitch();
  const { on, saveData } = useLiteMode();
  const measured = usePictureBytes();
  return (
    <section
      aria-labelledby="lite-mode-title"
      data-slot="lite-mode-panel"
      className="sd:flex sd:flex-col sd:gap-3 sd:rounded-lg sd:border sd:border-line sd:bg-raised sd:p-4"
    >
      <h2 id="lite-mode-title" className="sd:text-lg sd:font-semibold">
        {text.heading}
      </h2>
      <Checkbox isSelected={chosen} onChange={choose} description={text.description}>
        {text.useOnDevice}
      </Checkbox>
      {saveData && !chosen && <p className="sd:text-sm sd:text-muted">{text.dataSaverOn}</p>}
      <p data-slot="lite-mode-bytes" className="sd:text-sm sd:text-muted">
        {on || measured.liteBytes > 0
          ? text.downloadedWithLite(
              formatKilobytes(measured.bytes),
              formatKilobytes(measured.liteBytes),
              formatKilobytes(measured.savedBytes),
            )
          : text.downloaded(formatKilobytes(measured.bytes))}
      </p>
    </section>
  );
}
