import { Link } from '@sauda/ui';
import { aboutUs } from '../../content/en/about-us';
import { ArticlePage } from '../../layout/article-page';
import * as messages from '../../messages';

/** /about-us; 'Get Started' leads to the home page (ARCHITECTURE §5.4). */
export default function AboutPage() {
  return (
    <ArticlePage article={aboutUs}>
      <Link href="/" variant="button" className="sd:self-start">
        {messages.about.getStarted}
      </Link>
    </ArticlePage>
  );
}
