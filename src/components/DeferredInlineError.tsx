// InlineError from a chunk of its own, for a page anyone may open: a visitor whose page loads never
// downloads MUI's Alert for a failure that did not happen. The failure shows as soon as its code
// arrives; the server draws it whole (it waits for every chunk before it sends a page).
import type { ComponentProps } from 'react';
import { Suspense, lazy } from 'react';
import type { InlineError as Shown } from './InlineError';

const InlineError = lazy(() =>
  import(/* webpackChunkName: "inline-error" */ './InlineError').then((module) => ({
    default: module.InlineError,
  })),
);

export function DeferredInlineError(props: ComponentProps<typeof Shown>) {
  return (
    <Suspense fallback={null}>
      <InlineError {...props} />
    </Suspense>
  );
}
