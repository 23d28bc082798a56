import { forwardRef } from 'react';
import { Tabs, type TabsProps } from 'react-aria-components/Tabs';
import { AriaProviders } from '../../lib/aria-providers';

export { Tab, TabList, TabPanel } from 'react-aria-components/Tabs';

/** react-aria-components' `Tabs` in the page's reading direction, its link tabs on the app's router. */
export const AriaTabs = forwardRef<HTMLDivElement, TabsProps & { direction: 'ltr' | 'rtl' }>(function AriaTabs(
  { direction, ...props },
  ref,
) {
  return (
    <AriaProviders direction={direction}>
      <Tabs {...props} ref={ref} />
    </AriaProviders>
  );
});
