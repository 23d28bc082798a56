import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
