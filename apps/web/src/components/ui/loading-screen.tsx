import { Spinner } from './spinner';

/** Full-area loading state for lazy routes and first data loads. */
export function LoadingScreen({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center p-8 text-lg text-muted">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
