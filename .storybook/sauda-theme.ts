import { create } from 'storybook/theming';

/**
 * Storybook's own interface in Sauda's colours (the brand and text tokens of packages/ui/src/tokens.css), so a
 * designer reviewing the kit sees whose it is.
 */
export const saudaTheme = create({
  base: 'light',
  brandTitle: 'Sauda UI kit',
  brandUrl: 'https://github.com/sauda-pk/sauda',
  brandTarget: '_self',
  colorPrimary: '#c2410c',
  colorSecondary: '#c2410c',
  appBg: '#f6f6f7',
  appContentBg: '#ffffff',
  appBorderColor: '#d4d4d8',
  appBorderRadius: 8,
  textColor: '#18181b',
  textMutedColor: '#52525b',
  barSelectedColor: '#c2410c',
  fontBase: "'Inter Variable', 'Inter', ui-sans-serif, system-ui, sans-serif",
});
