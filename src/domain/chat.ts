import { site } from './site.ts';

export type ChatAuthor = 'user' | 'bot';

export interface ChatMessage {
  id: number;
  type: ChatAuthor;
  content: string;
}

export const chatTitle = 'Chat with RAAM Assistant';
export const chatPlaceholder = 'Type your message...';
export const chatGreeting = "Hi! I'm RAAM Assistant. How can I help you today?";
export const chatReplyDelayMs = 1000;

export function cannedReply(phone: string = site.phone): string {
  return `Thank you for your message! Our team will get back to you soon. For immediate assistance, please call us at ${phone}.`;
}

/** The text a user message is sent as, or null when there is nothing to send. */
export function chatMessageText(input: string): string | null {
  const text = input.trim();
  return text === '' ? null : text;
}
