import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { cannedReply, chatGreeting } from '../../domain/chat.ts';
import { createChatStore } from './chat-store.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

test('a conversation starts with the greeting and nothing else', () => {
  const store = createChatStore();
  expect(store.getState().messages).toEqual([{ id: 1, type: 'bot', content: chatGreeting }]);
});

test('a sent message is trimmed and answered with the canned reply after exactly one second', () => {
  const store = createChatStore();
  expect(store.send('  Is there a weekend batch?  ')).toBe(true);
  expect(store.getState().messages.at(-1)).toMatchObject({
    type: 'user',
    content: 'Is there a weekend batch?',
  });
  vi.advanceTimersByTime(999);
  expect(store.getState().messages).toHaveLength(2);
  vi.advanceTimersByTime(1);
  expect(store.getState().messages.at(-1)).toMatchObject({ type: 'bot', content: cannedReply() });
  expect(cannedReply()).toContain('+91 98400 12345');
});

test('empty and whitespace-only messages are not sent and get no reply', () => {
  const store = createChatStore();
  expect(store.send('')).toBe(false);
  expect(store.send(' \n\t ')).toBe(false);
  vi.advanceTimersByTime(5000);
  expect(store.getState().messages).toHaveLength(1);
});

test('each message gets its own reply, in order', () => {
  const store = createChatStore();
  store.send('one');
  vi.advanceTimersByTime(500);
  store.send('two');
  vi.advanceTimersByTime(1000);
  expect(store.getState().messages.map((m) => m.type)).toEqual([
    'bot',
    'user',
    'user',
    'bot',
    'bot',
  ]);
});

test('listeners hear every message until they unsubscribe', () => {
  const store = createChatStore();
  const listener = vi.fn();
  const unsubscribe = store.subscribe(listener);
  store.send('hello');
  expect(listener).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1000);
  expect(listener).toHaveBeenCalledTimes(2);
  unsubscribe();
  store.send('again');
  expect(listener).toHaveBeenCalledTimes(2);
});

test('disposing cancels replies still waiting', () => {
  const store = createChatStore();
  store.send('hello');
  store.dispose();
  vi.advanceTimersByTime(2000);
  expect(store.getState().messages).toHaveLength(2);
});
