import { termsAndConditions } from '../../content/en/policies';
import { ArticlePage } from '../../layout/article-page';

/** /terms-and-conditions */
export default function TermsPage() {
  return <ArticlePage article={termsAndConditions} />;
}
