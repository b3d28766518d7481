import { lazy, Suspense } from 'react';
import { chatTitle } from '../../domain/chat.ts';
import { Icon } from '../../ui/icon.tsx';
import { useClearOfControls } from '../../ui/use-clear-of-controls.ts';
import { useHydratedControl } from '../../ui/use-hydrated-control.ts';
import classes from './chat.module.css';
import { chatOpenState, useChatOpen } from './chat-open.ts';

const loadPanel = () => import('./chat-panel.tsx');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));

/**
 * The floating assistant button; the dialog's code loads the first time it is wanted. A click
 * before the app has started is kept (src/ui/early-click.ts) and opens the chat once it has.
 */
export function ChatWidget() {
  const open = useChatOpen();
  // Clicked on the pre-rendered page, before the app started: the chat opens once the app has
  // hydrated the launcher (opens: another control may have opened it meanwhile).
  const { ref: launcherRef, attributes } = useHydratedControl<HTMLButtonElement>(
    chatOpenState.open,
  );
  // Open, the launcher is the chat's close button: it stays where the visitor expects it.
  const aside = useClearOfControls(launcherRef, { enabled: !open }) === 'aside';

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel launcherRef={launcherRef} />
        </Suspense>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={classes.launcher}
        aria-label={open ? 'Close chat' : chatTitle}
        aria-expanded={open}
        aria-controls={open ? 'chat-dialog' : undefined}
        onClick={chatOpenState.toggle}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        data-aside={aside || undefined}
        {...attributes}
      >
        {open ? <Icon name="x" size={26} /> : <Icon name="message-circle" size={28} />}
      </button>
    </>
  );
}
