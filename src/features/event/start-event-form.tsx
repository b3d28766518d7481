import { Button } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { formErrorBanner } from '../../domain/submissions.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type FieldRow, renderFields } from '../../ui/fields/form-fields.tsx';
import classes from './event-mode.module.css';
import type { EventState } from './event-state.ts';
import { startEvent } from './start-event.ts';
import {
  type EventStartValues,
  emptyEventStart,
  eventStartFieldOrder,
  inactivityLimits,
  validateEventStart,
} from './start-rules.ts';

/** A PIN field: digits typed unseen, on a phone's number pad. */
const pinField = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'new-password',
  required: true,
} as const;

const fields: readonly FieldRow<keyof EventStartValues>[] = [
  {
    name: 'eventName',
    label: 'Event name',
    placeholder: 'e.g. Chennai Education Fair',
    autoComplete: 'off',
    required: true,
  },
  {
    name: 'counsellorName',
    label: 'Counsellor name',
    placeholder: 'Your name',
    autoComplete: 'name',
    required: true,
  },
  {
    name: 'deviceLabel',
    label: 'Device label',
    description: "Optional: tells this device's submissions from the others at the event",
    placeholder: 'e.g. Tablet 2',
    autoComplete: 'off',
  },
  {
    name: 'pin',
    label: 'PIN',
    description: '4 to 8 digits. You need it to end event mode.',
    ...pinField,
  },
  { name: 'confirmPin', label: 'Confirm PIN', description: 'The same digits again', ...pinField },
  {
    name: 'inactivitySeconds',
    label: 'Return to start after',
    description: `Seconds without a tap or a key before the site goes back to its start page for the next student (${inactivityLimits.min} to ${inactivityLimits.max})`,
    inputMode: 'numeric',
    autoComplete: 'off',
    rightSection: (
      <span aria-hidden className={classes.unit}>
        seconds
      </span>
    ),
    rightSectionWidth: 80,
    required: true,
  },
];

/** The longest a PIN can be; the names' limits are checked with their messages. */
const maxLengths = { pin: 8, confirmPin: 8 };

const couldNotKeep =
  'This device could not keep the event, so event mode is still off. Check that the browser is not in private mode and has room to store data, then try again.';

/** Asks for the event, the counsellor and a PIN, and starts event mode on this device. */
export function StartEventForm({ onStarted }: { onStarted: (event: EventState) => void }) {
  const idPrefix = useId();
  const form = useForm<EventStartValues>({
    mode: 'controlled',
    initialValues: emptyEventStart,
    validate: validateEventStart,
  });
  const [problem, setProblem] = useState<string | undefined>();
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const fieldId = (field: keyof EventStartValues) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (focusRequest) document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  function bind(field: keyof EventStartValues) {
    const error = form.errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: form.values[field],
      error: typeof error === 'string' ? error : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        form.setFieldValue(field, event.currentTarget.value),
      setValue: (value: string) => form.setFieldValue(field, value),
    };
  }

  const onSubmit = form.onSubmit(
    async (values) => {
      setProblem(undefined);
      try {
        onStarted(await startEvent(values));
      } catch {
        setProblem(couldNotKeep);
      }
    },
    (errors) => {
      setProblem(formErrorBanner);
      const first = eventStartFieldOrder.find((field) => Boolean(errors[field]));
      if (first) setFocusRequest({ field: first });
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-label="Start event mode">
      {renderFields(fields, bind, maxLengths)}
      {problem && <ErrorNotice message={problem} />}
      <Button
        type="submit"
        size="md"
        color="accent.9"
        loading={form.submitting}
        className={classes.submit}
      >
        Start event mode
      </Button>
    </form>
  );
}
