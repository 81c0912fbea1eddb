import { type ReactNode, Suspense, useLayoutEffect, useRef } from 'react';
import { liftWaitingControls, UNIT_ATTRIBUTE } from '../prerenderedFrame.ts';

/** `display: contents`: the wrapper draws no box, its children lay out as the boundary's would. */
const NO_BOX = { display: 'contents' } as const;
const UNIT_MARK = { [UNIT_ATTRIBUTE]: '' };

/**
 * Its layout effect runs in the commit that hydrated its content (React hydrates each Suspense
 * boundary of a prerendered page in a pass of its own, after the root), so it enables the frame's
 * controls of its own subtree then: not before React owns them, not later than needed
 * (docs/performance.md, "Before the app has taken over"). On a page the app draws itself, nothing is
 * waiting: the effect finds nothing.
 */
function HydrationUnit({ children }: { children: ReactNode }) {
  const unit = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (unit.current) liftWaitingControls(unit.current, unit.current);
  }, []);
  return (
    <div ref={unit} style={NO_BOX} {...UNIT_MARK}>
      {children}
    </div>
  );
}

/**
 * A Suspense boundary whose content a prerendered page draws with form controls: they become usable
 * once React has hydrated this boundary. A boundary inside it that is a plain `Suspense` is enabled
 * with it (React hydrates such a boundary at once when a click or a key reaches it).
 */
export function HydratingSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <HydrationUnit>{children}</HydrationUnit>
    </Suspense>
  );
}
