import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { deferredWidget, needsApp, pending } from '../domain/early-click.ts';
import { loadUntilLoaded } from '../lib/load-until-loaded.ts';
import { earlyClickWithin } from './early-click.ts';
import { NeedsConnection } from './needs-connection.tsx';
import { useHydrated } from './use-hydrated.ts';

/**
 * Widgets that a first visit need not pay for (a form further down, a carousel, a dialog) are
 * deferred: on a pre-rendered page their HTML is there from the start, readable and with live
 * links, and their code downloads and takes the HTML over only when the visitor nears them or
 * reaches for them. After the first page, a deferred widget loads at once.
 */
/** How close to the viewport a widget's code starts to load: about a phone screen ahead. */
const nearViewport = '600px 0px';
/**
 * Reaching for a widget loads it at once: the pointer coming over it, a tap, a tab into it, a
 * key, or typing (a field can take focus without a focus event when the window has none).
 */
const reachEvents = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/**
 * When a widget's code loads on a pre-rendered page: `near`, as it comes within about a screen
 * of the viewport (carousels, count-ups: they should be alive when seen); `used`,
 * only once the visitor reaches for it (a form: its fields work as plain fields meanwhile, and
 * what is typed is kept, so a visitor who only reads never downloads the form's code).
 */
export type LoadWhen = 'near' | 'used';

/**
 * Listens on the window, before anything else: React stops events inside HTML it has not taken
 * over yet from going further (it replays some of them later), so the element itself would not
 * hear them.
 */
function listenWithin(
  element: HTMLElement,
  types: readonly string[],
  listener: (event: Event) => void,
) {
  const within = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) listener(event);
  };
  for (const type of types) {
    window.addEventListener(type, within, { capture: true, passive: true });
  }
  return () => {
    for (const type of types) window.removeEventListener(type, within, { capture: true });
  };
}

function whenNeeded(element: HTMLElement, loadWhen: LoadWhen, load: () => void): () => void {
  const observer =
    loadWhen === 'near'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) load();
          },
          { rootMargin: nearViewport },
        )
      : undefined;
  observer?.observe(element);
  const stopListening = listenWithin(element, reachEvents, load);
  return () => {
    observer?.disconnect();
    stopListening();
  };
}

/**
 * The button inside `root` last clicked while the widget was still the pre-rendered HTML: React
 * drops a click there (it replays only hovers and focus once the code has arrived), so the
 * widget clicks it again once hydrated. A click, from a pointer or from Enter or Space on a
 * focused button; before the app started, the page's start script marked it `pending`. Not a
 * control that keeps its own click (`data-needs-app`, a form's Submit), and not once React has
 * the widget (`isHydrated`): it handles the click itself then.
 */
function keepClickedButton(root: HTMLElement, isHydrated: () => boolean) {
  const ownClick = `button[${pending}]:not([${needsApp}])`;
  let clicked = root.querySelector<HTMLButtonElement>(ownClick) ?? undefined;
  const stop = listenWithin(root, ['click'], (event) => {
    if (isHydrated() || !(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (button && root.contains(button) && !button.disabled && !button.closest(`[${needsApp}]`)) {
      clicked = button;
    }
  });
  return {
    /** Whether a button was clicked before the app started. */
    clickedEarly: clicked !== undefined,
    stop,
    /**
     * Clicks it again, in a task of its own; then no button is pending any more (a click
     * React handled itself may have been marked meanwhile).
     */
    replay() {
      const button = clicked;
      clicked = undefined;
      setTimeout(() => {
        if (button?.isConnected) button.click();
        for (const marked of root.querySelectorAll(ownClick)) marked.removeAttribute(pending);
      });
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const fieldSelector = 'input[id], textarea[id], select[id]';

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** A box or a radio button: what it holds is whether it is ticked. */
function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function changedFromPrerendered(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/**
 * What a visitor types into a pre-rendered form before its code has hydrated it, by field id.
 * React renders the fields again from the form's state when it hydrates them, so this is put
 * back afterwards, as if typed then: nothing typed early is lost.
 */
function keepTypedValues(root: HTMLElement) {
  const typed = new Map<string, string>();
  for (const field of root.querySelectorAll<Field>(fieldSelector)) {
    if (changedFromPrerendered(field)) typed.set(field.id, field.value);
  }
  const stop = listenWithin(root, ['input', 'change'], (event) => {
    if (isField(event.target) && event.target.id) typed.set(event.target.id, event.target.value);
  });
  return {
    stop,
    any: () => typed.size > 0,
    restore() {
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!isField(field)) continue;
        if (isCheckable(field)) {
          // Ticked early, as with typed text: React hears a click on a box it saw unticked.
          if (!field.checked) continue;
          field.checked = false;
          Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
            field,
            true,
          );
          field.dispatchEvent(new Event('click', { bubbles: true }));
          continue;
        }
        // React may have kept the typed text on screen while its state holds the pre-rendered
        // value, and would put that back on its next render. Typing it again tells it: React
        // notices a change when the value it last saw (written through the field's own
        // setter) differs from the field's (written through the prototype's).
        field.value = value === '' ? ' ' : '';
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
          field,
          value,
        );
        const type = field instanceof HTMLSelectElement ? 'change' : 'input';
        field.dispatchEvent(new Event(type, { bubbles: true }));
      }
      typed.clear();
    },
  };
}

/**
 * Whether the visitor reached for the pre-rendered widget named `id` before the app started: a
 * click inside it the page's start script marked, or a field typed into.
 */
function reachedBeforeStart(id: string): boolean {
  const root = document.querySelector(`[${deferredWidget}="${CSS.escape(id)}"]`);
  if (!root) return false;
  return (
    root.querySelector(`[${pending}]`) !== null ||
    [...root.querySelectorAll<Field>(fieldSelector)].some(changedFromPrerendered)
  );
}

/**
 * Renders nothing. `onCommit` runs in the very commit that takes the widget around it over
 * (before the browser can deliver another event), `run` once that commit's effects run.
 */
function OnHydrated({ run, onCommit }: { run: () => void; onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  useEffect(run, [run]);
  return null;
}

const formWaits =
  "This needs a connection to start. What you typed stays here, and it starts by itself once you're back online.";

export type DeferredComponent<Props> = ComponentType<Props> & {
  /** Loads the widget's code now, e.g. before something asks it to change. */
  preload(): Promise<void>;
};

/**
 * `load` resolves to the widget's component; the widget renders inside a block wrapper that
 * is watched for nearness or use. Pre-rendering renders the widget itself.
 */
export function deferred<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  {
    loadWhen = 'near',
    quiet = false,
  }: {
    loadWhen?: LoadWhen;
    /** Its pre-rendered HTML is all a visitor misses it for (a count-up, a mascot's wave). */
    quiet?: boolean;
  } = {},
): DeferredComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  // Code that cannot load (no connection, or a release has replaced it) is loaded again later:
  // meanwhile the pre-rendered HTML stays, rather than the page failing.
  type TryNow = (() => void) | undefined;
  const failingListeners = new Set<(tryNow: TryNow) => void>();
  // How to try the last attempt that failed again: the code may be asked for while the page
  // hydrates, so an attempt can fail before the widget has started listening.
  let lastFailed: TryNow;
  let startLoading: () => void = () => {};
  const module = new Promise<{ default: ComponentType<Props> }>((resolve) => {
    startLoading = () =>
      resolve(
        loadUntilLoaded(load, (failed, tryNow) => {
          lastFailed = failed ? tryNow : undefined;
          for (const listener of failingListeners) listener(lastFailed);
        }).then((component) => {
          loaded = component;
          return { default: component };
        }),
      );
  });
  let requested = false;
  /** Starts loading the code, at once (in the same task) and once. */
  function request() {
    if (requested) return;
    requested = true;
    startLoading();
  }
  if (import.meta.env.SSR) request();
  let Lazy: LazyExoticComponent<ComponentType<Props>> | undefined;

  function Deferred(props: Props) {
    const anchor = useRef<HTMLDivElement>(null);
    // One component type for the life of this instance: switching would remount the widget.
    const [Component] = useState<ComponentType<Props>>(() => {
      if (loaded) return loaded;
      Lazy ??= lazy(() => module);
      return Lazy;
    });
    // Decided once, when rendered: pre-rendered HTML to hydrate later, or nothing to wait for.
    const [waitForNeed] = useState(!useHydrated());
    // Pre-rendered HTML is taken over as code that has just arrived would: what was typed or
    // clicked meanwhile still has to be carried over, even when the code came first (React may
    // put aside a page's first render and render it again once the code has arrived).
    const [ready, setReady] = useState(() => loaded !== undefined && !waitForNeed);
    // A section still showing pre-rendered HTML must not be handed new props: React would
    // throw that HTML away and show nothing until the code arrives. Newer props wait for it.
    const firstProps = useRef(props);
    // Names the wrapper in the pre-rendered HTML: the same on the server and while hydrating.
    const id = useId();
    // Clicked or typed into before the app started: the code is asked for as the page
    // hydrates, not once the whole page has, so the click is carried out (and the form works)
    // sooner.
    if (!waitForNeed || (!import.meta.env.SSR && reachedBeforeStart(id))) request();
    const typed = useRef<ReturnType<typeof keepTypedValues>>(undefined);
    const clicked = useRef<ReturnType<typeof keepClickedButton>>(undefined);
    const committed = useRef(false);
    const [onCommit] = useState(() => () => {
      committed.current = true;
    });
    /** Starts keeping what is typed and clicked in the pre-rendered HTML, once. */
    const [keepEarlyUse] = useState(() => () => {
      const root = anchor.current;
      if (!waitForNeed || !root) return;
      typed.current ??= keepTypedValues(root);
      clicked.current ??= keepClickedButton(root, () => committed.current);
    });
    // Whether a button clicked meanwhile is due to be clicked again.
    const [clickAgain, setClickAgain] = useState(false);
    // Hydrated: newer props may go down now, what was typed goes back, and a button clicked
    // meanwhile is clicked again, once the widget has finished starting: a widget may only be
    // able to act after a few rounds of its own updates (a carousel sets its engine up in an
    // effect, and its arrows do nothing until then). An update in a transition is rendered after
    // every more urgent one, so its effect comes after those rounds. A Submit clicked meanwhile
    // is made again by the control once it is hydrated itself (src/ui/use-hydrated-control.ts).
    const [hydrated] = useState(() => () => {
      setReady(true);
      // Hydrated in the widget's first commit, before its own effect could start keeping: what
      // was typed is still on screen (React leaves a field's text as it finds it when hydrating).
      keepEarlyUse();
      typed.current?.stop();
      typed.current?.restore();
      clicked.current?.stop();
      startTransition(() => setClickAgain(true));
    });
    useEffect(() => {
      if (clickAgain) clicked.current?.replay();
    }, [clickAgain]);

    useEffect(() => {
      if (ready || committed.current) return;
      const root = anchor.current;
      keepEarlyUse();
      // Typed into or clicked before the app started: the visitor has reached for it already.
      const reached =
        typed.current?.any() ||
        clicked.current?.clickedEarly ||
        (waitForNeed && root && earlyClickWithin(root));
      if (reached) request();
      const stop = root ? whenNeeded(root, loadWhen, request) : undefined;
      return stop;
    }, [ready, waitForNeed, keepEarlyUse]);

    // A widget whose code cannot load keeps its pre-rendered HTML and says under it that it
    // needs a connection; a form, that what was typed into it stays. Quiet ones say nothing.
    const [tryNow, setTryNow] = useState<TryNow>();
    const [isForm, setIsForm] = useState(false);
    useEffect(() => {
      if (ready || quiet) return;
      setIsForm(anchor.current?.querySelector('form') != null);
      const listener = (next: TryNow) => setTryNow(() => next);
      failingListeners.add(listener);
      listener(lastFailed);
      return () => {
        failingListeners.delete(listener);
      };
    }, [ready]);

    const shown = ready ? props : firstProps.current;
    const widget = useMemo(
      () => (
        <Suspense fallback={null}>
          <Component {...shown} />
          <OnHydrated run={hydrated} onCommit={onCommit} />
        </Suspense>
      ),
      [Component, shown, hydrated, onCommit],
    );
    // Marked until hydrated, so the page's start script keeps a click on its buttons; always
    // when pre-rendering, since the client hydrates before it is ready.
    const marked = import.meta.env.SSR || !ready;
    return (
      <div ref={anchor} {...{ [deferredWidget]: marked ? id : undefined }}>
        {widget}
        {tryNow && !ready && (
          <NeedsConnection tryNow={tryNow}>{isForm ? formWaits : undefined}</NeedsConnection>
        )}
      </div>
    );
  }

  return Object.assign(Deferred, {
    preload: () => {
      request();
      return module.then(() => undefined);
    },
  });
}
