import {
  createContext,
  createElement,
  useContext,
  useMemo,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';

/** One file of a picture and the width in pixels it claims to be, for `srcset`. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * The files an image URL is available in, by width; empty or undefined when the URL is the only one (another host,
 * a vector picture). The app knows its server's URL scheme; the kit does not.
 */
export type ImageCandidates = (url: string) => readonly ImageCandidate[] | undefined;

const CandidatesContext = createContext<Omit<ResponsiveImagesProviderProps, 'children'> | undefined>(undefined);

export interface ResponsiveImagesProviderProps {
  /** The widths each image URL is served at, e.g. the app's server's `?w=` ladder. */
  candidates: ImageCandidates;
  /**
   * The one file a picture kept to one URL (`single`, preloaded by the server) is shown as, e.g. a smaller file when
   * the shopper saves data. The URL itself by default.
   */
  singleUrl?: (url: string) => string;
  /** The app. */
  children: ReactNode;
}

/**
 * Lets the kit's pictures (product cards, gallery, wishlist, cart, reviews) carry `srcset` and `sizes`, so a phone
 * downloads a file as wide as the slot it fills. Without it they carry their one `src`.
 */
export function ResponsiveImagesProvider({ candidates, singleUrl, children }: ResponsiveImagesProviderProps) {
  const value = useMemo(() => ({ candidates, singleUrl }), [candidates, singleUrl]);
  return createElement(CandidatesContext.Provider, { value }, children);
}

/** A `srcset` value: each candidate as `url {width}w`, narrowest first. */
export function srcSetOf(candidates: readonly ImageCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

/** The attributes of a responsive `<img>`: `src`, and `srcSet`/`sizes` when the URL comes in several widths. */
export interface ResponsiveImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an image that fills `sizes` of the layout (a media-condition list such as
 * `(min-width: 64rem) 16rem, 50vw`). `single` keeps one URL (the provider's `singleUrl` of it): the server preloads
 * a page's largest picture by it, and a `srcset` would make the browser fetch it a second time at another width.
 */
export function useResponsiveImage(src: string, sizes: string, single = false): ResponsiveImageProps {
  const context = useContext(CandidatesContext);
  if (single) return { src: context?.singleUrl?.(src) ?? src };
  const found = context?.candidates(src);
  if (!found?.length) return { src };
  return { src, srcSet: srcSetOf(found), sizes };
}

/** An `<img>` with `srcset`/`sizes` from `ResponsiveImagesProvider`; otherwise a plain `<img>`. */
export interface ResponsiveImgProps extends Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  /** The width the image fills, as `<img sizes>` takes it, e.g. `(min-width: 40rem) 6rem, 4.5rem`. */
  sizes: string;
  /** Keep the plain URL only (a picture the page preloads by it). @default false */
  single?: boolean;
}

/** The kit's `<img>` for pictures that a server can send at several widths. */
export function ResponsiveImg({ src, sizes, single = false, ...rest }: ResponsiveImgProps) {
  return createElement('img', { ...rest, ...useResponsiveImage(src, sizes, single) });
}
