import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // jest's 15 s default fails heavy stories (a thousand product cards, axe in light and dark) on a busy 2-core
  // machine for load, not for a fault; a story that hangs still fails.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
