import { useSyncExternalStore } from 'react';

type Listener = () => void;

/**
 * Whether the chat panel is open. Kept apart from the conversation (chat-store.ts) so that the
 * launcher and the contact page's "Live Chat" need only this on a first visit; the conversation
 * loads with the panel.
 */
export function createChatOpenState() {
  let open = false;
  const listeners = new Set<Listener>();
  function set(next: boolean) {
    open = next;
    for (const listener of listeners) listener();
  }
  return {
    isOpen: () => open,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: () => set(true),
    close: () => set(false),
    toggle: () => set(!open),
  };
}

export type ChatOpenState = ReturnType<typeof createChatOpenState>;

/** The running app's one chat panel. */
export const chatOpenState: ChatOpenState = createChatOpenState();

export function useChatOpen(state: ChatOpenState = chatOpenState): boolean {
  return useSyncExternalStore(state.subscribe, state.isOpen, state.isOpen);
}

/** Opens the chat assistant from anywhere in the app. */
export function openChat() {
  chatOpenState.open();
}
