/**
 * The layout check the story test-runner runs on every story: text that spills out of its box, a page wider than the
 * viewport, text laid over other text, and words broken to a sliver. A screenshot baseline blesses whatever it first
 * saw; this check fails a broken render however it was blessed.
 *
 * The work is split so the rules can be unit-tested without a browser: `measureLayout` runs in the page and returns
 * plain boxes, `findLayoutProblems` is the pure geometry over them.
 */

/** A box in viewport pixels, as `getBoundingClientRect` gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One element's own text as laid out: its line boxes and the boxes around it that must contain it. */
export interface TextItem {
  /** The element: its `data-slot`, or a short selector. */
  label: string;
  /** The text, trimmed and cut short. */
  text: string;
  /** Its number of characters, untrimmed by the cut. */
  length: number;
  /** The text's line boxes, cut to what its scroll/clip ancestors let show and to its line height. */
  lines: Box[];
  /** Its font size in pixels, to tell how many characters a width holds. */
  fontSize: number;
  /**
   * The laid-out boxes (not inline) from the text's own box outwards whose overflow is visible, up to the first that
   * clips (a scroll container, `overflow: hidden`, ellipsis or line clamp: clipping on purpose) or is positioned out of
   * flow (a badge may stick out of the button it sits on).
   */
  containers: Array<{ label: string; box: Box }>;
  /**
   * The intended overlays the text sits in (a popover, dialog, menu or tooltip, or a positioned layer over a
   * picture), by an id per overlay. Text in an overlay may cover text outside it.
   */
  overlays: string[];
  /** Index of each element up the tree that is itself a text item: a parent's text never "overlaps" its child's. */
  ancestors: number[];
}

/** What the page measured. */
export interface LayoutMeasure {
  viewportWidth: number;
  /** The document's scroll width: more than the viewport means a horizontal page scroll. */
  scrollWidth: number;
  /** The outermost elements reaching past the viewport's inline end, to name the cause of a page scroll. */
  widest: Array<{ label: string; box: Box }>;
  items: TextItem[];
}

/** Pixels of overlap or spill tolerated: sub-pixel rounding and a font's side bearings. */
const SLACK = 2;
/** A text box narrower than this many characters, wrapping to `SLIVER_LINES` or more, is a broken word. */
const SLIVER_CHARS = 3;
const SLIVER_LINES = 3;
/** An average character's width as a share of the font size (Latin sans-serif). */
const CHAR_EM = 0.6;

const fmt = (b: Box) => `[${Math.round(b.left)},${Math.round(b.top)} → ${Math.round(b.right)},${Math.round(b.bottom)}]`;

/** The union of boxes. */
export function unionBox(boxes: Box[]): Box {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  };
}

/** How far two boxes overlap each way (negative or zero when they do not). */
export function overlapOf(a: Box, b: Box): { x: number; y: number } {
  return {
    x: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  };
}

/** The first container (innermost) the text reaches out of horizontally by more than the slack, if any. */
export function spillOf(item: TextItem): { label: string; box: Box } | undefined {
  const ink = unionBox(item.lines);
  return item.containers.find(({ box }) => ink.left < box.left - SLACK || ink.right > box.right + SLACK);
}

/** Whether the text is a word broken to a sliver: a column under ~3 characters wide, several lines tall. */
export function isSliver(item: TextItem): boolean {
  const tops = new Set(item.lines.map((l) => Math.round(l.top)));
  if (tops.size < SLIVER_LINES || item.length < SLIVER_LINES) return false;
  const width = Math.max(...item.lines.map((l) => l.right - l.left));
  return width < SLIVER_CHARS * CHAR_EM * item.fontSize;
}

/** Whether one of the two texts sits in an intended overlay the other is not in (a popover over the page). */
function inSeparateOverlays(a: TextItem, b: TextItem): boolean {
  return a.overlays.some((o) => !b.overlays.includes(o)) || b.overlays.some((o) => !a.overlays.includes(o));
}

/** The pairs of texts whose line boxes overlap by more than the slack both ways. */
export function overlapsOf(items: TextItem[]): Array<[number, number, Box, Box]> {
  const found: Array<[number, number, Box, Box]> = [];
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      const a = items[i]!;
      const b = items[j]!;
      if (a.ancestors.includes(j) || b.ancestors.includes(i) || inSeparateOverlays(a, b)) continue;
      const hit = a.lines.flatMap((la) =>
        b.lines
          .filter((lb) => {
            const o = overlapOf(la, lb);
            return o.x > SLACK && o.y > SLACK;
          })
          .map((lb) => [la, lb] as const),
      )[0];
      if (hit) found.push([i, j, hit[0], hit[1]]);
    }
  }
  return found;
}

const quote = (item: TextItem) => `${item.label} "${item.text}"`;

/** Every layout problem in the measured story, one readable line each (empty when the layout is sound). */
export function findLayoutProblems(measure: LayoutMeasure): string[] {
  const problems: string[] = [];
  if (measure.scrollWidth > measure.viewportWidth + 1) {
    const culprits = measure.widest.map((w) => `${w.label} ${fmt(w.box)}`).join(', ');
    problems.push(
      `page scrolls sideways: ${measure.scrollWidth}px wide in a ${measure.viewportWidth}px viewport` +
        (culprits ? ` (reaching past it: ${culprits})` : ''),
    );
  }
  const items = measure.items.filter((item) => item.lines.length > 0);
  for (const item of items) {
    const spill = spillOf(item);
    if (spill) {
      problems.push(
        `text spills out of its box: ${quote(item)} ${fmt(unionBox(item.lines))} outside ${spill.label} ${fmt(spill.box)}`,
      );
    }
    if (isSliver(item)) {
      problems.push(
        `word broken to a sliver: ${quote(item)} in ${item.lines.length} lines ${fmt(unionBox(item.lines))}`,
      );
    }
  }
  for (const [i, j, a, b] of overlapsOf(items)) {
    problems.push(`texts overlap: ${quote(items[i]!)} ${fmt(a)} and ${quote(items[j]!)} ${fmt(b)}`);
  }
  return problems;
}

/**
 * Measures the story in the page (passed to `page.evaluate`, so it must stand alone: no imports, no outer names).
 * It looks at the story root and every portal the story opened (the body's other children), not Storybook's chrome.
 */
export function measureLayout(): LayoutMeasure {
  const skip = (el: Element) =>
    el.id === 'storybook-docs' ||
    /(^|\s)sb-/.test(el.className && typeof el.className === 'string' ? el.className : '') ||
    ['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(el.tagName);
  const roots = Array.from(document.body.children).filter((el) => !skip(el));
  const toBox = (r: DOMRect | Box): Box => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const label = (el: Element): string => {
    const slot = el.getAttribute('data-slot');
    if (slot) return `[data-slot=${slot}]`;
    const owner = el.closest('[data-slot]');
    const own = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '');
    return owner ? `[data-slot=${owner.getAttribute('data-slot')}] ${own}` : own;
  };
  const floating = (el: Element, style: CSSStyleDeclaration) =>
    style.position === 'fixed' ||
    el.tagName === 'DIALOG' ||
    el.hasAttribute('popover') ||
    el.hasAttribute('data-radix-popper-content-wrapper') ||
    ['dialog', 'alertdialog', 'menu', 'listbox', 'tooltip'].includes(el.getAttribute('role') ?? '');
  const media = 'img, picture, video, canvas, svg';
  /** A positioned layer over a picture: a badge or button on a product photo. */
  const overPicture = (el: Element, style: CSSStyleDeclaration) => {
    if (style.position !== 'absolute') return false;
    const parent = el.parentElement;
    if (!parent) return false;
    const mine = el.getBoundingClientRect();
    return Array.from(parent.querySelectorAll(media)).some((m) => {
      if (el.contains(m)) return false;
      const r = m.getBoundingClientRect();
      return mine.left < r.right && mine.right > r.left && mine.top < r.bottom && mine.bottom > r.top;
    });
  };
  const layerIds = new Map<Element, string>();
  const items: TextItem[] = [];
  const itemOf = new Map<Element, number>();
  const elements: Element[] = [];
  for (const root of roots) {
    elements.push(root, ...Array.from(root.querySelectorAll('*')));
  }
  for (const el of elements) {
    if (!(el instanceof HTMLElement) || el.closest('svg')) continue;
    const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    if (texts.length === 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible') continue;
    // Walk up once: hidden by opacity, the clip of scroll/hidden ancestors, containers, overlays.
    let clip: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
    const containers: TextItem['containers'] = [];
    const overlays: string[] = [];
    const ancestors: number[] = [];
    let collecting = true;
    let transparent = false;
    for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
      const s = node === el ? style : getComputedStyle(node);
      if (s.opacity === '0') transparent = true;
      const clips =
        s.overflowX !== 'visible' || s.overflowY !== 'visible' || s.clipPath !== 'none' || s.clip !== 'auto';
      if (node !== el && itemOf.has(node)) ancestors.push(itemOf.get(node)!);
      if (collecting && s.display !== 'inline' && s.display !== 'contents') {
        const clamped = s.textOverflow === 'ellipsis' || (s.webkitLineClamp && s.webkitLineClamp !== 'none');
        if (s.overflowX !== 'visible' || clamped) collecting = false;
        else containers.push({ label: label(node), box: toBox(node.getBoundingClientRect()) });
      }
      if (s.position === 'absolute' || s.position === 'fixed') collecting = false;
      if (clips) {
        const r = node.getBoundingClientRect();
        clip = {
          left: Math.max(clip.left, r.left),
          top: Math.max(clip.top, r.top),
          right: Math.min(clip.right, r.right),
          bottom: Math.min(clip.bottom, r.bottom),
        };
      }
      if (floating(node, s) || overPicture(node, s)) {
        if (!layerIds.has(node)) layerIds.set(node, `layer${layerIds.size}`);
        overlays.push(layerIds.get(node)!);
      }
    }
    if (transparent) continue;
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
    const lines: Box[] = [];
    for (const text of texts) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width < 1 || r.height < 1) continue;
        // A glyph box is taller than a tight line height; only the line box is where the text is meant to be.
        const inset = Math.max(0, (r.height - lineHeight) / 2);
        const line = { left: r.left, top: r.top + inset, right: r.right, bottom: r.bottom - inset };
        const shown = {
          left: Math.max(line.left, clip.left),
          top: Math.max(line.top, clip.top),
          right: Math.min(line.right, clip.right),
          bottom: Math.min(line.bottom, clip.bottom),
        };
        // Cut away by a scroll container or visually hidden (sr-only): nothing of it shows.
        if (shown.right - shown.left < 2 || shown.bottom - shown.top < 2) continue;
        // The spill rule needs the whole line; the overlap rule only what shows. A clipped line keeps its real width
        // because its containers stop at the clipping box anyway.
        lines.push(shown);
      }
    }
    if (lines.length === 0) continue;
    const raw = texts
      .map((t) => t.textContent)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    itemOf.set(el, items.length);
    items.push({
      label: label(el),
      text: raw.length > 40 ? `${raw.slice(0, 39)}…` : raw,
      length: raw.length,
      lines,
      fontSize: parseFloat(style.fontSize),
      containers,
      overlays,
      ancestors,
    });
  }
  const viewportWidth = document.documentElement.clientWidth;
  const widest: LayoutMeasure['widest'] = [];
  for (const el of elements) {
    if (widest.length >= 3) break;
    const r = el.getBoundingClientRect();
    const parent = el.parentElement?.getBoundingClientRect();
    if (r.right > viewportWidth + 1 && (!parent || parent.right <= viewportWidth + 1)) {
      widest.push({ label: label(el), box: toBox(r) });
    }
  }
  return { viewportWidth, scrollWidth: document.documentElement.scrollWidth, widest, items };
}
