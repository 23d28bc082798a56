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
  // Radix Popover (floating-ui, dismissable layer) for the dropdown plus react-aria's press handling for its buttons.
  SearchBox: '39 kB',
  // The SearchBox plus Link; the account panel reuses the same Radix Popover, so it costs about 3 kB more.
  Header: '42 kB',
  // The Dialog primitive as a side sheet plus Link.
  CategoryDrawer: '28 kB',
  // The buy box: Button, Link, the heart's ToggleButton and the stepper are 15.8 kB of React Aria before its own 3 kB.
  ProductSummary: '20 kB',
  // React Aria's Tabs are the bulk (see Tabs above); the store's panels add under 1 kB.
  StoreTabs: '31 kB',
  // React Aria's TextField (as ContactForm) plus the show/hide ToggleButton: 17.3 kB.
  PasswordField: '19 kB',
  // The account forms add React Aria's Link (router-aware) and their checks to TextField and PasswordField: 19–20.7 kB.
  LoginForm: '22 kB',
  SignUpForm: '22 kB',
  ForgotPasswordForm: '21 kB',
  ResetPasswordForm: '22 kB',
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
