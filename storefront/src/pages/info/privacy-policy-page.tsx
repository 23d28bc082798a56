import { privacyPolicy } from '../../content/en/policies';
import { ArticlePage } from '../../layout/article-page';

/** /privacy-policy */
export default function PrivacyPolicyPage() {
  return <ArticlePage article={privacyPolicy} />;
}
