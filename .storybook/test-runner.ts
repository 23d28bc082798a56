import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { a11yTags } from './a11y-tags';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (theme: string, violations: Violation[]) =>
  violations
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');

async function audit(page: Page, theme: 'light' | 'dark', disabledRules: string[]) {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t;
  }, theme);
  // The whole body, so dialogs and popovers rendered in portals are checked too; 'region' is off as in addon-a11y,
  // since a story shows a fragment of a page, not a page with landmarks.
  const builder = new AxeBuilder({ page })
    .include('body')
    .exclude('#storybook-docs')
    .withTags(a11yTags)
    .disableRules(['region', ...disabledRules]);
  return (await builder.analyze()).violations;
}

/**
 * After each story renders and its play function passes, axe checks it in the light and the dark theme.
 * A story opts out only through `parameters.a11y.test = 'off' | 'todo'`, the same switch addon-a11y reads.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { test?: string; disable?: boolean; config?: { rules?: Array<{ id: string; enabled?: boolean }> } } | undefined;
    if (a11y?.disable || (a11y?.test && a11y.test !== 'error')) return;
    const disabledRules = (a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);
    const initialTheme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    const light = await audit(page, 'light', disabledRules);
    const dark = await audit(page, 'dark', disabledRules);
    await page.evaluate((t) => {
      document.documentElement.dataset.theme = t;
    }, initialTheme);
    if (light.length || dark.length) {
      throw new Error(
        `Accessibility violations in ${context.id}:\n${describe('light', light)}\n${describe('dark', dark)}`,
      );
    }
  },
};

export default config;
