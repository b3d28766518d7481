import { act } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, expect, onTestFinished, test, vi } from 'vitest';
import { controlTimers, runEveryTimer } from '../test/timers.ts';

// The hydration path, as in use-hydrated-control.test.tsx: each step imports the modules afresh,
// the server's render with `import.meta.env.SSR` set, the client's without it.
let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  container.remove();
  vi.unstubAllEnvs();
});

/** What both widgets hold: a field to type into and a button to click. */
function Controls({ onNext }: { onNext: () => void }) {
  return (
    <>
      <label htmlFor="note">Note</label>
      <input id="note" defaultValue="" />
      <button type="button" onClick={onNext}>
        Next
      </button>
    </>
  );
}

function Carousel({ onNext }: { onNext: () => void }) {
  return (
    <section>
      <Controls onNext={onNext} />
    </section>
  );
}

/** A form: the wrapper says so when a form's code cannot load. */
function Form({ onNext }: { onNext: () => void }) {
  return (
    <form>
      <Controls onNext={onNext} />
    </form>
  );
}

type Widget = ComponentType<{ onNext: () => void }>;

interface Setup {
  widget?: Widget;
  loadWhen?: 'near' | 'used';
  /** The client's load of the widget's code; by default it loads. */
  load?: () => Promise<Widget>;
}

function Later() {
  return null;
}

/** The page as pre-rendering writes it: the widget's HTML, in its wrapper. */
async function prerender({ widget = Carousel, loadWhen }: Setup): Promise<string> {
  vi.resetModules();
  vi.stubEnv('SSR', true);
  const { prerender } = await import('react-dom/static');
  const { deferred } = await import('./deferred.tsx');
  const Widget = deferred(async () => widget, { loadWhen });
  // The same tree as the client's (below): the wrapper's name comes from its place in it.
  const { prelude } = await prerender(
    <>
      <Widget onNext={() => {}} />
      <Later />
    </>,
  );
  vi.unstubAllEnvs();
  return new Response(prelude).text();
}

/**
 * Hydrates the pre-rendered widget in a transition, as src/main.tsx does. `LaterOnClient` renders
 * after the widget, so what it sees tells whether the widget's code was asked for while React was
 * still rendering the page, or only once it had committed it.
 */
async function hydrate(beforeHydrating: () => void, setup: Setup = {}, { inAct = true } = {}) {
  container.innerHTML = await prerender(setup);
  beforeHydrating();
  vi.resetModules();
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { deferred } = await import('./deferred.tsx');
  const { widget = Carousel, loadWhen } = setup;
  const load = vi.fn(setup.load ?? (async () => widget));
  const Widget = deferred(load, { loadWhen });
  const next = vi.fn();
  let askedWhileRendering: boolean | undefined;
  function LaterOnClient() {
    askedWhileRendering ??= load.mock.calls.length > 0;
    return null;
  }
  const start = () =>
    React.startTransition(() => {
      hydrateRoot(
        container,
        <>
          <Widget onNext={next} />
          <LaterOnClient />
        </>,
      );
    });
  if (inAct) await act(async () => start());
  else start();
  return { load, next, askedWhileRendering };
}

const nextButton = () => container.querySelector('button') as HTMLButtonElement;

test('a widget clicked before the app started has its code asked for while the page hydrates', async () => {
  controlTimers();
  const { load, next, askedWhileRendering } = await hydrate(() => {
    expect(container.querySelector('[data-deferred]')).not.toBeNull();
    // What the page's start script does with a click on a button inside a deferred widget.
    nextButton().setAttribute('data-pending', '');
  });
  expect(askedWhileRendering).toBe(true);
  // Clicked again once hydrated, once.
  await vi.waitFor(() => expect(next).toHaveBeenCalledTimes(1));
  await runEveryTimer();
  expect(next).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledTimes(1);
  expect(nextButton()).not.toHaveAttribute('data-pending');
});

test('a widget typed into before the app started has its code asked for while the page hydrates', async () => {
  const { askedWhileRendering } = await hydrate(() => {
    (container.querySelector('#note') as HTMLInputElement).value = 'typed early';
  });
  expect(askedWhileRendering).toBe(true);
  await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
  expect(container.querySelector<HTMLInputElement>('#note')?.value).toBe('typed early');
});

test('a form typed into early whose code fails at once says so, and keeps what was typed', async () => {
  // As in a browser, not inside act(): React runs effects in a task after the commit's, so the
  // failed load is reported before the form's effect starts listening for it.
  const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  onTestFinished(() => {
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
  });
  await hydrate(
    () => {
      (container.querySelector('#note') as HTMLInputElement).value = 'typed offline';
    },
    { widget: Form, loadWhen: 'used', load: () => Promise.reject(new TypeError('offline')) },
    { inAct: false },
  );
  await vi.waitFor(() =>
    expect(container.querySelector('[role="status"]')?.textContent).toContain(
      'This needs a connection to start.',
    ),
  );
  expect(container.querySelector<HTMLInputElement>('#note')?.value).toBe('typed offline');
});

test('a widget nobody reached for is not asked for while the page hydrates', async () => {
  controlTimers();
  const { askedWhileRendering, next } = await hydrate(() => {});
  expect(askedWhileRendering).toBe(false);
  // Hydrated, with nothing to click again.
  await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
  await runEveryTimer();
  expect(next).not.toHaveBeenCalled();
});

/** A form whose field holds what its state holds, as the site's forms do. */
function StatefulForm() {
  const [note, setNote] = useState('');
  return (
    <form>
      <label htmlFor="note">Note</label>
      <input id="note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <output>{note}</output>
    </form>
  );
}

test('a form typed into early whose code arrives before the page has hydrated keeps what was typed', async () => {
  container.innerHTML = await prerender({ widget: StatefulForm, loadWhen: 'used' });
  (container.querySelector('#note') as HTMLInputElement).value = 'typed early';
  vi.resetModules();
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { deferred } = await import('./deferred.tsx');
  let loaded: () => void = () => {};
  const codeArrived = new Promise<void>((resolve) => {
    loaded = resolve;
  });
  const Widget = deferred(async () => {
    loaded();
    return StatefulForm;
  });
  // Something else on the page is still on its way: the first render of the page is put aside,
  // and by the time React renders it again, the form's code has arrived.
  const pageCode = codeArrived.then(() => new Promise<void>((resolve) => setTimeout(resolve)));
  function LaterOnClient() {
    React.use(pageCode);
    return null;
  }
  await act(async () =>
    React.startTransition(() => {
      hydrateRoot(
        container,
        <>
          <Widget />
          <LaterOnClient />
        </>,
      );
    }),
  );
  await vi.waitFor(() => expect(container.querySelector('[data-deferred]')).toBeNull());
  // The form's own state holds what was typed, not only the screen.
  await vi.waitFor(() =>
    expect(container.querySelector('output')?.textContent).toBe('typed early'),
  );
  expect(container.querySelector<HTMLInputElement>('#note')?.value).toBe('typed early');
});
