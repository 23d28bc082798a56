// Kit budgets (issue 6), brotli, React excluded: one check per exported component plus the whole kit.
// Components are the PascalCase runtime exports of the built kit, so a new widget is measured the day it lands.
import * as kit from './packages/ui/dist/index.js';

const external = ['react', 'react-dom', 'react/jsx-runtime'];
const path = 'packages/ui/dist/index.js';
/** Every component's default budget. React Aria's collections and overlays cost more, so those name their own. */
const defaultLimit = '16 kB';
const limits = {
  ProductCard: '6 kB',
  Dialog: '26 kB',
  FollowSuccessDialog: '27 kB',
  LoginRequiredDialog: '27 kB',
  PlacingOrderModal: '26 kB',
  PopoverContent: '23 kB',
  ContactForm: '19 kB',
  FaqAccordion: '19 kB',
  ProfileSettings: '20 kB',
  RadioGroup: '19 kB',
  Tabs: '31 kB',
  Menu: '50 kB',
  Select: '55 kB',
};

const components = Object.keys(kit)
  .filter((name) => /^[A-Z]/.test(name))
  .sort();

export default [
  { name: 'the whole kit', path, import: '*', ignore: external, limit: '110 kB' },
  ...components.map((name) => ({
    name,
    path,
    import: `{ ${name} }`,
    ignore: external,
    limit: limits[name] ?? defaultLimit,
  })),
];
