import { chatTitle } from '../../domain/chat.ts';
import { Icon } from '../../ui/icon.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { useClearOfControls } from '../../ui/use-clear-of-controls.ts';
import { useHydratedControl } from '../../ui/use-hydrated-control.ts';
import classes from './chat.module.css';
import { chatOpenState, useChatOpen } from './chat-open.ts';

const loadPanel = () => import('./chat-panel.tsx');
const ChatPanel = lazyPart(() => loadPanel().then((module) => module.ChatPanel));
/** Loading ahead of a click: should it fail, the click's own load says so. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

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
        // Where the dialog opens: a failure to load its code says so there.
        <div className={classes.place}>
          <ChatPanel launcherRef={launcherRef} />
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className={classes.launcher}
        aria-label={open ? 'Close chat' : chatTitle}
        aria-expanded={open}
        aria-controls={open ? 'chat-dialog' : undefined}
        onClick={chatOpenState.toggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        data-aside={aside || undefined}
        {...attributes}
      >
        {open ? <Icon name="x" size={26} /> : <Icon name="message-circle" size={28} />}
      </button>
    </>
  );
}
