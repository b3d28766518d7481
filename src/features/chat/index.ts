/** The canned chat assistant: its button and dialog, and a way for a page to open it. */
export { openChat } from './chat-open.ts';
export { ChatWidget } from './chat-widget.tsx';
