/** The axe rule tags every story must pass: WCAG 2.0–2.2 A/AA plus axe's best practices. */
export const a11yTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules run on top of the tags. `label-content-name-mismatch` (WCAG 2.5.3, Label in Name: a control's accessible name
 * contains its visible text, so voice control users can say what they see) is experimental in axe, hence untagged,
 * but Lighthouse audits it on the storefront.
 */
export const a11yExtraRules = ['label-content-name-mismatch'];

/** axe's `rules` option turning the extra rules on; an enabled rule runs even outside the `runOnly` tags. */
export const a11yExtraRuleOptions = Object.fromEntries(a11yExtraRules.map((id) => [id, { enabled: true }]));

/**
 * What axe audits: the whole body, so dialogs and popovers in portals count, minus Storybook's own chrome (loaders,
 * error panes, docs).
 */
export const a11yContext = {
  include: ['body'],
  exclude: ['#storybook-docs', 'body > [class*="sb-"]'],
};

/** 'region' is off as in addon-a11y's default: a story is a fragment of a page, not a page with landmarks. */
export const a11yDisabledRules = ['region'];
