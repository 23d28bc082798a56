import { createContext, useContext, useSyncExternalStore } from 'react';
import { storageKeys, useStored, writeStored } from '../storage/browser-storage';
import { renderedLite, writeLiteCookie } from './lite-cookie';

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

/**
 * The shopper's own Lite mode switch, kept in localStorage (`liteMode`) and in a cookie, so the server renders the
 * next page with the Lite pictures already (`lite-cookie.ts`).
 */
export function useLiteModeSwitch(): [boolean, (on: boolean) => void] {
  const on = useStored(storageKeys.liteMode, parseSwitch, false);
  return [
    on,
    (next) => {
      writeLiteCookie(next);
      writeStored(storageKeys.liteMode, next ? 'true' : null);
    },
  ];
}

/** Whether the server rendered with Lite mode: given to the server's render (`entry-server.tsx`). */
const RenderedLiteMode = createContext<boolean | undefined>(undefined);
/** Tells a server render whether to render Lite mode: the request's cookie or `Save-Data: on`. */
export const RenderedLiteModeProvider = RenderedLiteMode.Provider;

const noSubscription = () => () => {};

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
 * Lite mode: on when the shopper chose it or the browser saves data. On the server it is what the request said (its
 * cookie or `Save-Data` header, `RenderedLiteModeProvider`); while the storefront takes a server-rendered page over,
 * what that page was rendered with (`renderedLite`), so both render alike even for a page from the service worker's
 * cache or rendered before the switch changed; right after, the shopper's current choice.
 */
export function useLiteMode(): LiteMode {
  const [chosen] = useLiteModeSwitch();
  const saveData = useSyncExternalStore(subscribeToConnection, browserSavesData, () => false);
  const onServer = useContext(RenderedLiteMode);
  // False on the server and during hydration, true from then on and in a render the browser alone does.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return { on: live ? chosen || saveData : (onServer ?? renderedLite()), saveData, chosen };
}
