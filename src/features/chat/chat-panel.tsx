import { ActionIcon, CloseButton, Paper, Text, Textarea } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { chatPlaceholder, chatTitle } from '../../domain/chat.ts';
import { Icon } from '../../ui/icon.tsx';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import classes from './chat.module.css';
import { chatOpenState } from './chat-open.ts';
import { useChat } from './chat-store.ts';

interface ChatPanelProps {
  /** The button that opened the panel: clicks on it are not "outside", and focus returns to it. */
  launcherRef: RefObject<HTMLButtonElement | null>;
}

export function ChatPanel({ launcherRef }: ChatPanelProps) {
  const { messages, store } = useChat();
  const [draft, setDraft] = useState('');
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  function close() {
    chatOpenState.close();
    launcherRef.current?.focus();
  }

  useClickOutside(chatOpenState.close, null, [panel, launcherRef.current]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape') close();
  });

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  function send() {
    if (store.send(draft)) setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <MantineScope>
      <Paper
        ref={setPanel}
        id="chat-dialog"
        role="dialog"
        aria-labelledby="chat-title"
        className={classes.panel}
        shadow="xl"
        withBorder
      >
        <div className={classes.head}>
          <Text id="chat-title" component="h2" fw={700} fz="md">
            {chatTitle}
          </Text>
          <CloseButton aria-label="Close chat" onClick={close} variant="transparent" c="white" />
        </div>
        <div ref={listRef} className={classes.messages} role="log" aria-live="polite">
          {messages.map((message) => (
            <p
              key={message.id}
              className={message.type === 'user' ? classes.user : classes.bot}
              data-author={message.type}
            >
              <span className={classes.visuallyHidden}>
                {message.type === 'user' ? 'You: ' : 'RAAM Assistant: '}
              </span>
              {message.content}
            </p>
          ))}
        </div>
        <div className={classes.composer}>
          <Textarea
            ref={inputRef}
            aria-label="Message"
            placeholder={chatPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            autosize
            minRows={1}
            maxRows={4}
            className={classes.input}
          />
          <ActionIcon
            size="lg"
            aria-label="Send message"
            onClick={send}
            disabled={draft.trim() === ''}
          >
            <Icon name="send" size={18} />
          </ActionIcon>
        </div>
      </Paper>
    </MantineScope>
  );
}
