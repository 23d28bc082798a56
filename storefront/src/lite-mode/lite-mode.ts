import { useSyncExternalStore } from 'react';
import { storageKeys, useStored, writeStored } from '../storage/browser-storage';

/** The Network Information API's data-saver flag (Chromium on Android); absent elsewhere. */
interface SaveDataConnection extends EventTarget {
  saveData?: boolean;
}

const connection = (): SaveDataConnection | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: SaveDataConnection }).connection;

/** Whether the browser asks to save data (`Save-Data: on`): the phone's own data saver. */
export const browserSavesData = () => connection()?.saveData === true;

function subscribeToConnection(listener: () => void) {
  const current = connection();
  current?.addEventListener?.('change', listener);
  return () => current?.removeEventListener?.('change', listener);
}

const parseSwitch = (raw: string) => raw === 'true';

/** The shopper's own Lite mode switch, kept in localStorage (`liteMode`). */
export function useLiteModeSwitch(): [boolean, (on: boolean) => void] {
  const on = useStored(storageKeys.liteMode, parseSwitch, false);
  return [on, (next) => writeStored(storageKeys.liteMode, next ? 'true' : null)];
}

/** What saves data now, and why. */
export interface LiteMode {
  /** Smaller pictures, nothing fetched ahead of the shopper. */
  on: boolean;
  /** The browser asks to save data. */
  saveData: boolean;
  /** The shopper turned Lite mode on. */
  chosen: boolean;
}

/**
 * Lite mode: on when the shopper chose it or the browser saves data. Off on the server and while the storefront takes
 * over a server-rendered page (neither can read the switch), so both render alike; the pictures still to load then
 * switch to the smaller files.
 */
export function useLiteMode(): LiteMode {
  const [chosen] = useLiteModeSwitch();
  const saveData = useSyncExternalStore(subscribeToConnection, browserSavesData, () => false);
  return { on: chosen || saveData, saveData, chosen };
}
