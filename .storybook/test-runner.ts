import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { a11yContext, a11yDisabledRules, a11yTags } from './a11y-config.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (theme: string, violations: Violation[]) =>
  violations
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');

async function auditDark(page: Page, disabledRules: string[]) {
  await page.evaluate(() => {
    document.documentElement.dataset.theme = 'dark';
  });
  const builder = new AxeBuilder({ page }).withTags(a11yTags).disableRules([...a11yDisabledRules, ...disabledRules]);
  for (const selector of a11yContext.include) builder.include(selector);
  for (const selector of a11yContext.exclude) builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * addon-a11y (parameters.a11y.test = 'error') fails a story with axe violations in the theme it renders in, the
 * light one. This hook audits the same story again in the dark theme, with the same rules and context. A story opts
 * out only through `parameters.a11y.test = 'off' | 'todo'`, the switch addon-a11y reads too.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { test?: string; disable?: boolean; config?: { rules?: Array<{ id: string; enabled?: boolean }> } } | undefined;
    if (a11y?.disable || (a11y?.test && a11y.test !== 'error')) return;
    const disabledRules = (a11y?.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id);
    const initialTheme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    const dark = await auditDark(page, disabledRules);
    await page.evaluate((theme) => {
      document.documentElement.dataset.theme = theme;
    }, initialTheme);
    if (dark.length) throw new Error(`Accessibility violations in ${context.id}:\n${describe('dark', dark)}`);
  },
};

export default config;
