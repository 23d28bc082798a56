import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '../../scripts/chromium.mjs';

/** The Chromium the committed baselines were taken with, recorded beside them. */
export const versionFile = fileURLToPath(new URL('./__screenshots__/chromium-version.txt', import.meta.url));

export const runningChromium = execFileSync(chromiumPath(), ['--version'], { encoding: 'utf8' }).trim();
export const baselineChromium = existsSync(versionFile) ? readFileSync(versionFile, 'utf8').trim() : null;

/**
 * Same Chromium: pixels must match exactly (anti-aliasing noise aside). Another Chromium (Debian security
 * updates move it): a small tolerance, and a hint how to re-baseline.
 */
export const sameChromium = baselineChromium === runningChromium;
export const maxDiffPixelRatio = sameChromium ? 0 : 0.02;
