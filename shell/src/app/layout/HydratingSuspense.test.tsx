// @vitest-environment happy-dom
import { act, lazy, type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markControlsWaiting } from '../../prerender/page.ts';
import { liftWaitingControls, WAITING_ATTRIBUTE } from '../prerenderedFrame.ts';
import { HydratingSuspense } from './HydratingSuspense.tsx';

/** The root's own pass, as App lifts it: the controls outside every unit. */
function RootPass({ children }: { children: ReactNode }) {
  useLayoutEffect(() => liftWaitingControls(document, null), []);
  return children;
}

/** A lazy part of the client whose code arrives when the test says so (the server had it). */
function held<P extends object>(Component: (props: P) => ReactNode) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const Lazy = lazy(() => arrived.then(() => ({ default: Component })));
  return { Lazy, arrive };
}

const Field = () => <input aria-label="email" />;
const Submit = () => <button type="submit">Sign in</button>;

/** The page in the shape of the app's: a root control, a unit, and a unit nested in it. */
function Page({ field, submit }: { field: ReactNode; submit: ReactNode }) {
  return (
    <RootPass>
      <button type="button">Language</button>
      <HydratingSuspense fallback={null}>
        {field}
        <HydratingSuspense fallback={null}>{submit}</HydratingSuspense>
      </HydratingSuspense>
    </RootPass>
  );
}

const waiting = (selector: string) => document.querySelector(selector)?.hasAttribute(WAITING_ATTRIBUTE);
const disabled = (selector: string) => document.querySelector(selector)?.hasAttribute('disabled');
let root: Root | undefined;
let errors: string[] = [];

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  // React in development names the attributes the build added (it does not patch them; production
  // says nothing); any other error (a hydration that failed and rendered anew) fails the test.
  expect(
    errors.filter((error) => !error.includes("some attributes of the server rendered HTML didn't match")),
  ).toEqual([]);
});

describe('HydratingSuspense', () => {
  it('enables each prerendered control once React has hydrated its own boundary, not before', async () => {
    document.body.innerHTML = `<div id="root">${markControlsWaiting(
      renderToString(<Page field={<Field />} submit={<Submit />} />),
    )}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    const nodes = [...container.querySelectorAll('button, input')];
    expect(nodes.every((node) => node.hasAttribute(WAITING_ATTRIBUTE) && node.hasAttribute('disabled'))).toBe(
      true,
    );

    const field = held(Field);
    const submit = held(Submit);
    await act(async () => {
      root = hydrateRoot(container, <Page field={<field.Lazy />} submit={<submit.Lazy />} />);
    });
    // The root is React's: its control is usable; the boundaries wait for their code.
    expect(waiting('button[type="button"]')).toBe(false);
    expect(disabled('button[type="button"]')).toBe(false);
    expect(waiting('input')).toBe(true);
    expect(waiting('button[type="submit"]')).toBe(true);

    await act(async () => field.arrive());
    // The outer boundary is hydrated; the nested one, still waiting, keeps its control disabled.
    expect(waiting('input')).toBe(false);
    expect(disabled('input')).toBe(false);
    expect(waiting('button[type="submit"]')).toBe(true);
    expect(disabled('button[type="submit"]')).toBe(true);

    await act(async () => submit.arrive());
    expect(container.querySelectorAll(`[${WAITING_ATTRIBUTE}], [disabled]`)).toHaveLength(0);
    // Hydrated, not replaced: the nodes the HTML made are the ones on the page.
    expect([...container.querySelectorAll('button, input')]).toEqual(nodes);
  });

  it('leaves a control the app draws disabled as it is', async () => {
    const Busy = () => (
      <button type="button" disabled>
        Busy
      </button>
    );
    const html = renderToString(<Page field={<Busy />} submit={null} />);
    document.body.innerHTML = `<div id="root">${markControlsWaiting(html)}</div>`;
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      root = hydrateRoot(container, <Page field={<Busy />} submit={null} />);
    });
    expect(container.querySelector('button[disabled]')?.textContent).toBe('Busy');
    expect(container.querySelectorAll(`[${WAITING_ATTRIBUTE}]`)).toHaveLength(0);
  });
});
