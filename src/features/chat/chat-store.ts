import { useSyncExternalStore } from 'react';
import {
  type ChatMessage,
  cannedReply,
  chatGreeting,
  chatMessageText,
  chatReplyDelayMs,
} from '../../domain/chat.ts';

interface ChatState {
  messages: readonly ChatMessage[];
}

type Listener = () => void;

/**
 * The conversation outlives the panel: closing and reopening the chat keeps what was said.
 * Only the panel uses it, so it loads with the panel's code; whether the panel is open lives in
 * chat-open.ts.
 */
export function createChatStore(replyDelayMs: number = chatReplyDelayMs) {
  let nextId = 1;
  let state: ChatState = {
    messages: [{ id: nextId++, type: 'bot', content: chatGreeting }],
  };
  const listeners = new Set<Listener>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  function set(next: Partial<ChatState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function append(message: Omit<ChatMessage, 'id'>) {
    set({ messages: [...state.messages, { id: nextId++, ...message }] });
  }

  return {
    getState: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Sends the trimmed text; returns false when there was nothing to send. */
    send(input: string): boolean {
      const text = chatMessageText(input);
      if (text === null) return false;
      append({ type: 'user', content: text });
      const timer = setTimeout(() => {
        timers.delete(timer);
        append({ type: 'bot', content: cannedReply() });
      }, replyDelayMs);
      timers.add(timer);
      return true;
    },
    dispose() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      listeners.clear();
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

let appChatStore: ChatStore | undefined;

/** The one conversation of the running app, made on first use. */
export function chatStore(): ChatStore {
  appChatStore ??= createChatStore();
  return appChatStore;
}

export function useChat(store: ChatStore = chatStore()) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, store };
}
