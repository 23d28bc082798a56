import type { Translation } from '@sauda/commerce';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * A widget's texts in another language: the same keys as its English texts (`<widget>/texts/en.ts`), a string for each
 * string and a function of the same arguments for each text that names something (a count, a name).
 */
export type TextsIn<T> = Translation<T>;

/**
 * One language's texts for the kit's widgets: each widget's English texts object (`headerTexts`), mapped to its texts in
 * that language. Built with `translated`, so each entry's shape is checked against English's.
 */
export type KitTexts = ReadonlyMap<object, object>;

/** One entry of a `KitTexts`: a widget's English texts and the same texts in another language. */
export const translated = <T extends object>(english: T, texts: TextsIn<T>): readonly [object, object] => [
  english,
  texts,
];

const KitTextsContext = createContext<KitTexts | undefined>(undefined);

export interface KitTextsProviderProps {
  /** The language's texts, e.g. `urduTexts` from `@sauda/ui/texts/ur`. */
  texts: KitTexts;
  children: ReactNode;
}

/**
 * Gives every widget inside its texts in another language (`@sauda/ui/texts/ur`). Without it the widgets speak English.
 * A widget's `labels` prop still wins, text by text.
 */
export function KitTextsProvider({ texts, children }: KitTextsProviderProps) {
  return <KitTextsContext.Provider value={texts}>{children}</KitTextsContext.Provider>;
}

/**
 * A widget's texts: each from its `labels` prop when given, else from the nearest `KitTextsProvider`'s language, else
 * English (`english`, the widget's `texts/en.ts`).
 */
export function useTexts<T extends object>(english: T, labels?: { readonly [K in keyof T]?: T[K] | undefined }): T {
  const language = useContext(KitTextsContext)?.get(english) as Partial<T> | undefined;
  if (!language && !labels) return english;
  const texts = { ...english, ...language };
  if (labels)
    for (const key of Object.keys(labels) as (keyof T)[]) if (labels[key] !== undefined) texts[key] = labels[key]!;
  return texts;
}
