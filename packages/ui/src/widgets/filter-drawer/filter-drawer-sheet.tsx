import { Button } from '../../primitives/button';
import { Dialog } from '../../primitives/dialog';
import { FilterPanel, type FilterPanelProps } from '../filter-panel';

interface FilterDrawerSheetProps extends Omit<FilterPanelProps, 'showTitle' | 'className'> {
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  text: { title: string; close: string; done: string };
}

/** The drawer itself (the kit's modal Dialog around the filter panel), loaded the first time it opens. */
export default function FilterDrawerSheet({ id, isOpen, onOpenChange, text, ...panelProps }: FilterDrawerSheetProps) {
  return (
    <Dialog
      id={id}
      title={text.title}
      size="fullscreen-on-small"
      closeLabel={text.close}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <Button onPress={close} fullWidth>
          {text.done}
        </Button>
      )}
    >
      <FilterPanel {...panelProps} showTitle={false} headingLevel={panelProps.headingLevel ?? 2} />
    </Dialog>
  );
}
