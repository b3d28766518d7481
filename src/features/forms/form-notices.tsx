import { Alert, Button, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { needsAppAttributes } from '../../ui/early-press.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import classes from './forms.module.css';

interface SuccessCardProps {
  title: string;
  children: ReactNode;
}

/** Stands in for the sent form; takes the focus so the confirmation is read out and in view. */
export function SuccessCard({ title, children }: SuccessCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Paper data-form-notice role="status" withBorder radius="lg" className={classes.success}>
      <ThemeIcon color="teal" variant="light" size={56} radius="xl">
        <IconCircleCheck size={34} aria-hidden />
      </ThemeIcon>
      <Title order={3} ref={headingRef} tabIndex={-1} className={classes.successTitle}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function SuccessText({ children }: { children: ReactNode }) {
  return <Text className={classes.successText}>{children}</Text>;
}

/** The red banner beside the submit button: validation, refusal or no connection. */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
      {message}
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
  // typed into the address bar: until then the button submits nothing itself, and a press on
  // it is kept and made again once the form's code has taken over (src/ui/early-press.ts).
  const hydrated = useHydrated();
  return (
    <Button
      type={hydrated ? 'submit' : 'button'}
      size="md"
      color="accent.9"
      disabled={submitting}
      rightSection={submitting ? null : <IconSend size={18} aria-hidden />}
      className={classes.submit}
      {...needsAppAttributes(hydrated)}
    >
      {submitting ? submittingLabel : label}
    </Button>
  );
}
