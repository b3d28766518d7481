import { Alert, Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { joinSentences } from '../../domain/sentences.ts';
import { Icon } from '../../ui/icon.tsx';
import { useHydratedControl } from '../../ui/use-hydrated-control.ts';
import { sendsInBackground } from '../outbox/index.ts';
import classes from './forms.module.css';

interface SuccessCardProps {
  title: string;
  /** The server's confirmation. */
  message: string;
  /** What happens next, under it. */
  note: string | undefined;
}

interface NoticeCardProps {
  tone: 'success' | 'queued';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** Stands in for the form; takes the focus so the card is read out and in view. */
function NoticeCard({ tone, icon, title, children }: NoticeCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // As it appears, not a frame later: a screen reader hears the card the moment it replaces the form.
  useLayoutEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Paper
      data-form-notice
      data-tone={tone}
      role="status"
      withBorder
      radius="lg"
      className={classes.noticeCard}
    >
      <ThemeIcon
        color={tone === 'success' ? 'teal' : 'brand'}
        variant="light"
        size={56}
        radius="xl"
      >
        {icon}
      </ThemeIcon>
      <Title order={3} ref={headingRef} tabIndex={-1} className={classes.successTitle}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Stands in for the sent form. */
export function SuccessCard({ title, message, note }: SuccessCardProps) {
  return (
    <NoticeCard tone="success" icon={<Icon name="circle-check" size={34} />} title={title}>
      <Text className={classes.successText}>{message}</Text>
      {note && <Text className={classes.successText}>{note}</Text>}
    </NoticeCard>
  );
}

interface QueuedCardProps {
  /** "inquiry" or "application": what was kept. */
  what: string;
  onAnother: () => void;
  anotherLabel: string;
}

/**
 * No answer came, but the submission is kept on this device: not the success card (nothing has
 * reached the academy yet), and honest about when it will.
 */
export function QueuedCard({ what, onAnother, anotherLabel }: QueuedCardProps) {
  // Read once: whether the browser could send it with this site closed does not change.
  const [inBackground] = useState(sendsInBackground);
  return (
    <NoticeCard
      tone="queued"
      icon={<Icon name="device-floppy" size={32} />}
      title="Saved on this device"
    >
      <Text className={classes.successText}>
        No connection right now. Your {what} is saved on this device and will be sent automatically
        when you are back online.
      </Text>
      {!inBackground && (
        <Text className={classes.successText}>
          If you close this site before then, it is sent the next time you open it.
        </Text>
      )}
      <Button variant="outline" color="brand.8" onClick={onAnother}>
        {anotherLabel}
      </Button>
    </NoticeCard>
  );
}

interface CorrectionNoticeProps {
  /** "application" or "message": what is kept. */
  what: string;
  /** Why it was last refused (product §8.2); left out while the banner below says it. */
  reason: string | undefined;
  /** The server could not take it yet: it is sent again by itself, nothing needs correcting. */
  serverBusy: boolean;
}

/**
 * Above a form whose submission was refused and is kept on this device: opened from the outbox
 * to correct it, or just refused here. A note, not an alert: the banner is what is announced.
 */
export function CorrectionNotice({ what, reason, serverBusy }: CorrectionNoticeProps) {
  const next = serverBusy
    ? 'It stays saved on this device and will be sent automatically as soon as the server can take it.'
    : 'It stays saved on this device until it is sent or discarded: correct what needs correcting and send it again.';
  return (
    <Alert role="note" color="yellow" variant="light" icon={<Icon name="info-circle" />}>
      {reason
        ? joinSentences(reason, next)
        : serverBusy
          ? `Not sent yet: the server is busy. Your ${what} stays saved on this device and will be sent automatically; the saved-submissions button at the top of the page lists it.`
          : `Not sent yet. Your ${what} stays saved on this device until it is sent or discarded; the saved-submissions button at the top of the page lists it.`}
    </Alert>
  );
}

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  submittingLabel: string;
}

export function SubmitButton({ submitting, label, submittingLabel }: SubmitButtonProps) {
  // Before the app has started, a pre-rendered form would submit natively and put what was
  // typed into the address bar: until then the button submits nothing itself, and a click on
  // it is kept and made again once the form's code has hydrated it (src/ui/use-hydrated-control.ts).
  const { hydrated, ref, attributes } = useHydratedControl<HTMLButtonElement>();
  return (
    <Button
      ref={ref}
      type={hydrated ? 'submit' : 'button'}
      size="md"
      color="accent.9"
      disabled={submitting}
      rightSection={submitting ? null : <Icon name="send" size={18} />}
      className={classes.submit}
      {...attributes}
    >
      {submitting ? submittingLabel : label}
    </Button>
  );
}
