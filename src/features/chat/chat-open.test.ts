import { expect, test, vi } from 'vitest';
import { createChatOpenState } from './chat-open.ts';

test('the panel starts closed; opening, closing and toggling are heard', () => {
  const state = createChatOpenState();
  const listener = vi.fn();
  const unsubscribe = state.subscribe(listener);
  expect(state.isOpen()).toBe(false);
  state.open();
  expect(state.isOpen()).toBe(true);
  state.toggle();
  expect(state.isOpen()).toBe(false);
  state.toggle();
  state.close();
  expect(listener).toHaveBeenCalledTimes(4);
  unsubscribe();
  state.open();
  expect(listener).toHaveBeenCalledTimes(4);
});
