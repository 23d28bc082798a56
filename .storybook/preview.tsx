import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect, type ReactNode } from 'react';
import { configure } from 'storybook/test';
import { KitTextsProvider, RouterProvider } from '@sauda/ui';
import { urduTexts } from '@sauda/ui/texts/ur';
import '../packages/ui/src/styles.css';
// A story's canvas is a storefront page: its own markup gets the same base as the storefront's.
import '../packages/ui/src/reset.css';
// Urdu script's font: fetched only by a story that prints Urdu (the Urdu locale, or a story's own Urdu labels).
import '../packages/ui/src/urdu.css';
import { saudaTheme } from './sauda-theme.ts';
import { a11yContext, a11yDisabledRules, a11yExtraRuleOptions, a11yTags } from './a11y-config.ts';
import { viewports } from './viewports.ts';

// A play's `findBy…` waits up to 5 s, not Testing Library's 1 s: the storefront's lower parts (a product page's
// questions, a store's products) arrive as their own lazily loaded chunks and then their mocked answers, which on a
// busy 2-core CI runner (two test-runner workers beside the Storybook server) took longer than a second: a clean run
// on 2026-11-28 failed the product page's story on its questions, which pass in 0.3 s on an idle machine.
configure({ asyncUtilTimeout: 5000 });

/** Applies the toolbar's theme, direction and language to the document, as a consumer's app shell would. */
function DocumentSettings({
  theme,
  dir,
  lang,
  children,
}: {
  theme: string;
  dir: string;
  lang: string;
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.dir = dir;
    document.documentElement.lang = lang;
  }, [theme, dir, lang]);
  return children;
}

/** The toolbar's settings around a story: its language's texts given to every widget (`KitTextsProvider`). */
const withThemeDirectionAndLanguage: Decorator = (Story, context) => {
  const urdu = context.globals.locale === 'ur';
  const story = (
    <RouterProvider navigate={() => undefined}>
      <Story />
    </RouterProvider>
  );
  return (
    <DocumentSettings
      theme={context.globals.theme === 'dark' ? 'dark' : 'light'}
      dir={context.globals.dir === 'rtl' ? 'rtl' : 'ltr'}
      lang={urdu ? 'ur' : 'en'}
    >
      {urdu ? <KitTextsProvider texts={urduTexts}>{story}</KitTextsProvider> : story}
    </DocumentSettings>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  decorators: [withThemeDirectionAndLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    dir: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'The widgets’ language: their own English, or Urdu (`@sauda/ui/texts/ur`)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ur', title: 'اردو (Urdu)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // The docs pages in the same colours as Storybook's interface (manager.ts).
    docs: { theme: saudaTheme },
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      context: a11yContext,
      config: { rules: a11yDisabledRules.map((id) => ({ id, enabled: false })) },
      options: {
        runOnly: { type: 'tag', values: a11yTags },
        rules: a11yExtraRuleOptions,
      },
    },
  },
};

export default preview;
