import { z } from 'zod';

/**
 * A character XML 1.0 forbids (a control character but tab, line feed and carriage return; U+FFFE, U+FFFF): the SVG
 * renderer fails on it, so a placeholder's text with one could not be drawn, and it would show nothing anyway.
 */
const forbiddenInXml = (character: string) => {
  const code = character.codePointAt(0)!;
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff;
};

/** `?text=&color=` of a placeholder (a shop's logo or cover in the demo). */
export const placeholderQuery = z.object({
  text: z
    .string()
    .max(120, 'text must be at most 120 characters')
    .refine((text) => ![...text].some(forbiddenInXml), 'text must not contain control characters')
    .default(''),
  color: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/, 'color must be 6 hex digits')
    .default('0f766e'),
});

/** The width a placeholder is drawn at, in CSS pixels. */
export const PLACEHOLDER_DESIGN_WIDTH = 500;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

function wrap(text: string, width = 16): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

/** A square placeholder: `text` in up to four lines on a gradient of `color` (6 hex digits). */
export function placeholderSvg(text: string, color: string): string {
  const lines = wrap(text);
  const start = 250 - (lines.length - 1) * 22;
  const tspans = lines
    .map((line, index) => `<tspan x="250" y="${start + index * 44}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#${color}"/><stop offset="1" stop-color="#${color}" stop-opacity="0.7"/></linearGradient></defs><rect width="500" height="500" fill="url(#g)"/><circle cx="420" cy="80" r="120" fill="#fff" opacity="0.08"/><text font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle" dominant-baseline="middle">${tspans}</text></svg>`;
}
