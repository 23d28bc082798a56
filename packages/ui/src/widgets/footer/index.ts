export {
  Footer,
  footerAboutLinks,
  footerContactLinks,
  footerHelpfulLinks,
  footerSocialLinks,
  type FooterLabels,
  type FooterLink,
  type FooterProps,
  type FooterSocialLink,
} from './footer';
export type { FooterSocialNetwork } from './footer-icons';
