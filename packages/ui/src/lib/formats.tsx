import { formatCount, formatDate, formatDateTime, formatPrice } from '@sauda/commerce';
import { createContext, useContext, type ReactNode } from 'react';

/** How the kit writes amounts, dates and counts: one object, given to every widget by `FormatProvider`. */
export interface KitFormats {
  /** The BCP 47 locale the texts are in, e.g. 'en-PK' or 'ur-PK'. */
  locale: string;
  /** An amount of money, e.g. 'Rs 1,500' or 'Rs 1,500.50'. */
  price(amount: number): string;
  /** A date with its time, e.g. '29/10/2024 12:45 PM', in `timeZone` or the formats' own zone; '' when invalid. */
  dateTime(value: string | number | Date, timeZone?: string): string;
  /** A date alone, e.g. '29/10/2024'; '' when invalid. */
  date(value: string | number | Date, timeZone?: string): string;
  /** A count of things (followers, ratings), e.g. '1,234': rounded, and 0 for a negative or missing one. */
  count(value: number): string;
}

/**
 * The kit's own formats, used without a provider: the marketplace spec's 'Rs 1,500' and 'dd/MM/yyyy hh:mm AM' in
 * Pakistan's time, written by `@sauda/commerce` without Intl, so server and browser render the same text and no
 * date formatter is built during a first render.
 */
export const pakistaniFormats: KitFormats = {
  locale: 'en-PK',
  price: formatPrice,
  dateTime: (value, timeZone) => formatDateTime(value, timeZone),
  date: (value, timeZone) => formatDate(value, timeZone),
  count: formatCount,
};

export interface IntlFormatOptions {
  /** ISO 4217 code. @default 'PKR' */
  currency?: string;
  /** IANA zone the dates are shown in. @default 'Asia/Karachi' */
  timeZone?: string;
}

/**
 * Formats by the platform's `Intl` for `locale` ('ur-PK', 'en-PK', or another market's), built the first time each is
 * used (a date formatter with a time zone costs milliseconds to build). Amounts show paisa only when they have some.
 */
export function intlFormats(
  locale: string,
  { currency = 'PKR', timeZone: ownZone = 'Asia/Karachi' }: IntlFormatOptions = {},
): KitFormats {
  const built = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const kept = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, build: () => T): T => {
    if (!built.has(key)) built.set(key, build());
    return built.get(key) as T;
  };
  const money = (paisa: boolean) =>
    kept(
      `money:${paisa}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: paisa ? 2 : 0 }),
    );
  const dates = (timeZone: string, withTime: boolean) =>
    kept(
      `date:${timeZone}:${withTime}`,
      () =>
        new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }),
    );
  const formatDateValue = (value: string | number | Date, timeZone: string | undefined, withTime: boolean) => {
    const parsed = value instanceof Date ? value : new Date(value);
    return Number.isNaN(parsed.getTime()) ? '' : dates(timeZone ?? ownZone, withTime).format(parsed);
  };
  return {
    locale,
    price: (amount) =>
      Number.isFinite(amount) ? money(!Number.isInteger(amount)).format(amount) : money(false).format(0),
    dateTime: (value, timeZone) => formatDateValue(value, timeZone, true),
    date: (value, timeZone) => formatDateValue(value, timeZone, false),
    count: (value) =>
      kept('count', () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(
        Number.isFinite(value) && value > 0 ? Math.round(value) : 0,
      ),
  };
}

const FormatsContext = createContext<KitFormats | undefined>(undefined);

export interface FormatProviderProps {
  /** The formats, e.g. `intlFormats('ur-PK')`; keep the object stable (module scope or memoised). */
  formats: KitFormats;
  children: ReactNode;
}

/** Gives every kit widget inside it the app's formats for amounts, dates and counts. */
export function FormatProvider({ formats, children }: FormatProviderProps) {
  return <FormatsContext.Provider value={formats}>{children}</FormatsContext.Provider>;
}

/** The formats of the nearest `FormatProvider`, else `pakistaniFormats`. */
export const useFormats = (): KitFormats => useContext(FormatsContext) ?? pakistaniFormats;

// One hook per kind, each falling back to its own default: a widget that shows only prices carries no date code.
/** How amounts are written here (`KitFormats.price`). */
export const usePriceFormat = () => useContext(FormatsContext)?.price ?? formatPrice;
/** How dates with their time are written here (`KitFormats.dateTime`). */
export const useDateTimeFormat = () => useContext(FormatsContext)?.dateTime ?? formatDateTime;
/** How dates are written here (`KitFormats.date`). */
export const useDateFormat = () => useContext(FormatsContext)?.date ?? formatDate;
/** How counts are written here (`KitFormats.count`). */
export const useCountFormat = () => useContext(FormatsContext)?.count ?? formatCount;
