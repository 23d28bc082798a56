import AxeBuilder from '@axe-core/playwright';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import type { Page } from 'playwright';
import { a11yContext, a11yDisabledRules, a11yExtraRuleOptions, a11yTags } from './a11y-config.ts';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (theme: string, violations: Violation[]) =>
  violations
    .map((v) => `[${theme}] ${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');

/** Runs axe on the story as it stands, in `theme`, with the kit's tags, extra rules and context. */
async function audit(page: Page, theme: string, disabledRules: string[]) {
  await page.evaluate((name) => {
    document.documentElement.dataset.theme = name;
  }, theme);
  // One options object: the builder's disableRules would replace the `rules` that turn the extra rules on.
  const disabled = [...a11yDisabledRules, ...disabledRules].map((id) => [id, { enabled: false }]);
  const builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: a11yTags },
    rules: { ...a11yExtraRuleOptions, ...Object.fromEntries(disabled) },
  });
  for (const selector of a11yContext.include) builder.include(selector);
  for (const selector of a11yContext.exclude) builder.exclude(selector);
  return (await builder.analyze()).violations;
}

/**
 * Every story, after its play function, is audited with axe in the light and in the dark theme, and fails on any
 * violation. (addon-a11y's own check reports to Storybook's Vitest integration, not to this runner, so the runner
 * does both themes itself.) A story opts out only through `parameters.a11y.test = 'off' | 'todo'`, the switch
 * addon-a11y reads too.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const a11y = story.parameters?.a11y as
      { test?: string; disable?: boolean; config?: { rules?: Array<{ id: string; enabled?: boolean }> } } | undefined;
    if (a11y?.disable || (a11y?.test && a11y.test !== 'error')) return;
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
    if (reports.length) throw new Error(`Accessibility violations in ${context.id}:\n${reports.join('\n')}`);
  },
};

export default config;
