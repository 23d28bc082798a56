/** The axe rule tags every story must pass: WCAG 2.0–2.2 A/AA plus axe's best practices. */
export const a11yTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * What axe audits: the whole body, so dialogs and popovers in portals count, minus Storybook's own chrome (loaders,
 * error panes, docs) and react-aria's live announcer, which may still hold the previous story's announcements.
 */
export const a11yContext = {
  include: ['body'],
  exclude: ['#storybook-docs', 'body > [class*="sb-"]', '[data-live-announcer]'],
};

/** 'region' is off as in addon-a11y's default: a story is a fragment of a page, not a page with landmarks. */
export const a11yDisabledRules = ['region'];
