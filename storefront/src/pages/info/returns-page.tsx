import { returnsAndRefunds } from '../../content/en/policies';
import { ArticlePage } from '../../layout/article-page';

/** /returns-and-refunds */
export default function ReturnsPage() {
  return <ArticlePage article={returnsAndRefunds} />;
}
