import { addons } from 'storybook/manager-api';
import { saudaTheme } from './sauda-theme.ts';

addons.setConfig({ theme: saudaTheme });
