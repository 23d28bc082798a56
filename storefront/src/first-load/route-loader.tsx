import { PageLoader } from '@sauda/ui';
import * as messages from '../messages';

/** What shows while a page's code loads after a navigation (spec §2.1). */
export default function RouteLoader() {
  return <PageLoader label={messages.pageLoad.loadingPage} />;
}
