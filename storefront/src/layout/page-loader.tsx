import { Spinner } from '@sauda/ui';

export function PageLoader() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}
