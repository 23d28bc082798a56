import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright';
import { a11yContext, a11yDisabledRules, a11yExtraRuleOptions, a11yTags } from './a11y-config.ts';
import { findLayoutProblems, measureLayout } from './layout-check.ts';
import { viewports } from './viewports.ts';

const describe = (theme: string, violations: Result[]) =>
  violations
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');

/**
 * Runs axe on the story as it stands, in `theme`, with the kit's tags, extra rules and context.
 *
 * axe-core is run in the page itself, injected once per page (the runner renders a file's stories in one page), not
 * through @axe-core/playwright's AxeBuilder: the builder injects axe's 1.3 MB source into every frame on each call and
 * opens a second page to assemble the result, which measured 1.1-1.4 s per call against 60-120 ms for `axe.run` on
 * the same Button story (2 themes x 790 stories: about 26 minutes of the CI's story stage on a 2-core machine). Our
 * stories hold no frames, which is all the builder's extra work is for.
 */
async function audit(page: Page, theme: string, disabledRules: string[]) {
  await page.evaluate(async (name) => {
    document.documentElement.dataset.theme = name;
    // The colours axe reads are the theme's own, not a transition's midpoint (AxeBuilder's overhead hid this).
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, theme);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const disabled = [...a11yDisabledRules, ...disabledRules].map((id) => [id, { enabled: false }]);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: a11yTags },
    rules: { ...a11yExtraRuleOptions, ...Object.fromEntries(disabled) },
  };
  return page.evaluate(
    async ([context, runOptions]) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(context, runOptions)).violations,
    [a11yContext, options] as const,
  );
}

/** Audits the story in the light and the dark theme, then puts its own theme back; throws on any violation. */
async function auditBothThemes(
  page: Page,
  storyId: string,
  a11y: { config?: { rules?: Array<{ id: string; enabled?: boolean }> } } | undefined,
) {
  const disabledRules = (a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);
  const initialTheme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  const reports: string[] = [];
  for (const theme of ['light', 'dark']) {
    const violations = await audit(page, theme, disabledRules);
    if (violations.length) reports.push(describe(theme, violations));
  }
  await page.evaluate((theme) => {
    document.documentElement.dataset.theme = theme;
  }, initialTheme);
  if (reports.length) throw new Error(`Accessibility violations in ${storyId}:\n${reports.join('\n')}`);
}

/** The width the visual suite shoots a story at (tests/visual): the viewport its globals ask for, else 1024 px. */
function visualWidth(story: { storyGlobals?: Record<string, unknown>; globals?: Record<string, unknown> }): number {
  const asked = (story.storyGlobals?.viewport ?? story.globals?.viewport) as { value?: string } | undefined;
  const viewport = asked?.value ? viewports[asked.value as keyof typeof viewports] : undefined;
  return viewport ? parseInt(viewport.styles.width, 10) : 1024;
}

/**
 * Fails the story on text spilling out of its box, a sideways page scroll, overlapping texts or a word broken to a
 * sliver (layout-check.ts), measured at the width the visual suite shoots it at, so no broken render gets a baseline.
 * A story opts out only with `parameters.layoutCheck = { disable: true, reason }`, when the overflow is the very
 * state it shows.
 */
async function checkLayout(page: Page, storyId: string, story: Awaited<ReturnType<typeof getStoryContext>>) {
  const opt = story.parameters?.layoutCheck as { disable?: boolean; reason?: string } | undefined;
  if (opt?.disable) {
    if (!opt.reason?.trim()) throw new Error(`${storyId}: parameters.layoutCheck.disable needs a reason`);
    return;
  }
  const runnerSize = page.viewportSize();
  const width = visualWidth(story as Parameters<typeof visualWidth>[0]);
  if (runnerSize && runnerSize.width !== width) await page.setViewportSize({ width, height: 800 });
  try {
    // Fonts loaded, then two frames: the layout after the resize, and after what a resize observer changed.
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const problems = findLayoutProblems(await page.evaluate(measureLayout));
    if (problems.length) {
      throw new Error(`Layout problems in ${storyId} at ${width}px:\n  ${problems.join('\n  ')}`);
    }
  } finally {
    if (runnerSize && runnerSize.width !== width) await page.setViewportSize(runnerSize);
  }
}

/**
 * Every story, after its play function, is audited with axe in the light and in the dark theme, and fails on any
 * violation. (addon-a11y's own check reports to Storybook's Vitest integration, not to this runner, so the runner
 * does both themes itself.) A story opts out only through `parameters.a11y.test = 'off' | 'todo'`, the switch
 * addon-a11y reads too. Then its layout is checked (checkLayout), whatever its a11y switch.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { test?: string; disable?: boolean; config?: { rules?: Array<{ id: string; enabled?: boolean }> } } | undefined;
    if (!a11y?.disable && (!a11y?.test || a11y.test === 'error')) await auditBothThemes(page, context.id, a11y);
    await checkLayout(page, context.id, story);
  },
};

export default config;
