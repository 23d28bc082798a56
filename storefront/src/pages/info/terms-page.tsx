import { termsAndConditions } from '../../content/policies';
import { ArticlePage } from '../../layout/article-page';

/** /terms-and-conditions */
export default function TermsPage() {
  return <ArticlePage article={termsAndConditions} />;
}
