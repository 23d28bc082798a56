import { afterNextPaint } from './after-next-paint';
import {
  createContext,
  createElement,
  useContext,
  useEffect,
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
  /**
   * Pictures marked `loading="lazy"` are rendered without their files (kept in `data-near-src`/`data-near-srcset`)
   * and get them when they come within a screen of the viewport (`watchNearScreenPictures`, loaded after the first
   * paint). The browser's own lazy loading asks up to 2,500 px ahead on a slow connection. Needs JavaScript: a page
   * read without it shows only its eager pictures.
   * @default false
   */
  nearScreen?: boolean;
  /** The app. */
  children: ReactNode;
}

/**
 * Lets the kit's pictures (product cards, gallery, wishlist, cart, reviews) carry `srcset` and `sizes`, so a phone
 * downloads a file as wide as the slot it fills. Without it they carry their one `src`.
 */
export function ResponsiveImagesProvider({
  candidates,
  singleUrl,
  nearScreen = false,
  children,
}: ResponsiveImagesProviderProps) {
  const value = useMemo(() => ({ candidates, singleUrl, nearScreen }), [candidates, singleUrl, nearScreen]);
  useEffect(() => {
    if (!nearScreen) return;
    // After the first paint: the eager pictures on the first screen need no watcher. A failed download leaves the
    // waiting pictures empty until the next page load asks again; nothing else breaks.
    return afterNextPaint(
      () =>
        void import('./near-screen-pictures').then(
          ({ watchNearScreenPictures }) => watchNearScreenPictures(),
          () => {},
        ),
    );
  }, [nearScreen]);
  return createElement(CandidatesContext.Provider, { value }, children);
}

/** A `srcset` value: each candidate as `url {width}w`, narrowest first. */
export function srcSetOf(candidates: readonly ImageCandidate[]): string {
  return [...candidates]
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}

/** Where a picture rendered without its files keeps them until it comes near the screen. */
export const NEAR_SRC = 'data-near-src';
export const NEAR_SRCSET = 'data-near-srcset';

/**
 * The attributes of a responsive `<img>`: `src`, and `srcSet`/`sizes` when the URL comes in several widths; for a
 * lazy picture under a `nearScreen` provider, the same files in `data-near-src`/`data-near-srcset` instead.
 */
export interface ResponsiveImageProps {
  src?: string;
  srcSet?: string;
  sizes?: string;
  [NEAR_SRC]?: string;
  [NEAR_SRCSET]?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an image that fills `sizes` of the layout (a media-condition list such as
 * `(min-width: 64rem) 16rem, 50vw`). `single` keeps one URL (the provider's `singleUrl` of it): the server preloads
 * a page's largest picture by it, and a `srcset` would make the browser fetch it a second time at another width.
 * Give the `<img>`'s `loading` too: a lazy one waits for the screen under a `nearScreen` provider.
 */
export function useResponsiveImage(
  src: string,
  sizes: string,
  single = false,
  loading?: 'eager' | 'lazy',
): ResponsiveImageProps {
  const context = useContext(CandidatesContext);
  const files = responsiveFiles(src, sizes, single, context);
  if (!context?.nearScreen || loading !== 'lazy') return files;
  return { [NEAR_SRC]: files.src, [NEAR_SRCSET]: files.srcSet, sizes: files.sizes };
}

function responsiveFiles(
  src: string,
  sizes: string,
  single: boolean,
  context: Omit<ResponsiveImagesProviderProps, 'children'> | undefined,
): ResponsiveImageProps {
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
  return createElement('img', { ...rest, ...useResponsiveImage(src, sizes, single, rest.loading) });
}
