/** The axe rule tags every story must pass: WCAG 2.0–2.2 A/AA plus axe's best practices. */
export const a11yTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
