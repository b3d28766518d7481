import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { controlTimers, runEveryTimer } from '../test/timers.ts';

// The hydration path: a module graph of its own, in which the app has not rendered a page yet
// (the test setup marks the app as rendering for every other test).
let container: HTMLDivElement;
beforeEach(() => {
  vi.resetModules();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => container.remove());

async function hydrateControl(
  beforeHydrating: (button: HTMLButtonElement) => void,
  clickAgain?: () => void,
) {
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { useHydratedControl } = await import('./use-hydrated-control.ts');
  const clicked = vi.fn();
  function Send() {
    const { hydrated, ref, attributes } = useHydratedControl<HTMLButtonElement>(clickAgain);
    return (
      <button ref={ref} type={hydrated ? 'submit' : 'button'} onClick={clicked} {...attributes}>
        Send
      </button>
    );
  }
  container.innerHTML = renderToString(<Send />);
  const button = container.querySelector('button') as HTMLButtonElement;
  beforeHydrating(button);
  await act(async () => {
    React.startTransition(() => {
      hydrateRoot(container, <Send />);
    });
  });
  return { button, clicked };
}

test('a control clicked before hydration is clicked again once hydrated, once', async () => {
  controlTimers();
  const { button, clicked } = await hydrateControl((button) => {
    expect(button).toHaveAttribute('data-needs-app');
    expect(button).toHaveAttribute('type', 'button');
    // What the page's start script does with a click on it.
    button.setAttribute('data-pending', '');
  });
  await runEveryTimer();
  expect(clicked).toHaveBeenCalledTimes(1);
  expect(button).not.toHaveAttribute('data-needs-app');
  expect(button).not.toHaveAttribute('data-pending');
  expect(button).toHaveAttribute('type', 'submit');
});

test('a control nobody clicked is hydrated without a click', async () => {
  controlTimers();
  const { button, clicked } = await hydrateControl(() => {});
  await runEveryTimer();
  expect(button).not.toHaveAttribute('data-needs-app');
  expect(clicked).not.toHaveBeenCalled();
});

test('a control whose early click a second click could undo has its own way of clicking again', async () => {
  const open = vi.fn();
  const { clicked } = await hydrateControl(
    (button) => button.setAttribute('data-pending', ''),
    open,
  );
  await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  expect(clicked).not.toHaveBeenCalled();
});
