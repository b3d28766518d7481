import { useForm } from '@mantine/form';
import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import { formErrorBanner } from '../../domain/submissions.ts';
import { formNoticeMs, type SubmissionOutcome } from '../../domain/submissions-messages.ts';

type StringFields<Values> = { [Field in keyof Values]: string };
type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** What shows instead of (success) or beside (error) the form; both go away after 5 s. */
export type FormNotice =
  | { kind: 'none' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

const noNotice: FormNotice = { kind: 'none' };

interface SubmissionFormOptions<Values> {
  initialValues: Values;
  /** The fields top to bottom: the first invalid one gets the focus. */
  fieldOrder: readonly (keyof Values & string)[];
  validate: (values: Values) => FieldErrors<Values>;
  submit: (values: Values) => Promise<SubmissionOutcome<FieldErrors<Values>>>;
}

/** The state both forms share: values and errors, sending, the notice and where focus goes. */
export function useSubmissionForm<Values extends StringFields<Values>>({
  initialValues,
  fieldOrder,
  validate,
  submit,
}: SubmissionFormOptions<Values>) {
  const idPrefix = useId();
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate });
  const [notice, setNotice] = useState<FormNotice>(noNotice);
  // A fresh object each time, so asking for the same field twice still moves the focus.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  const fieldId = (field: keyof Values & string) => `${idPrefix}-${field}`;
  // Every field here holds a string; @mantine/form's path types cannot see that through a generic.
  const setField = form.setFieldValue as (field: keyof Values & string, value: string) => void;

  const firstField = fieldOrder[0];
  useEffect(() => {
    if (notice.kind === 'none') return;
    const timer = setTimeout(() => {
      // Focus sat on the confirmation card that is about to go: hand it to the form instead.
      const focusWasOnNotice = document.activeElement?.closest('[data-form-notice]') != null;
      setNotice(noNotice);
      if (focusWasOnNotice && firstField) setFocusRequest({ field: firstField });
    }, formNoticeMs);
    return () => clearTimeout(timer);
  }, [notice, firstField]);

  useEffect(() => {
    if (focusRequest) document.getElementById(`${idPrefix}-${focusRequest.field}`)?.focus();
  }, [focusRequest, idPrefix]);

  function focusFirstInvalid(errors: Partial<Record<string, unknown>>) {
    const first = fieldOrder.find((field) => Boolean(errors[field]));
    if (first) setFocusRequest({ field: first });
  }

  const onSubmit = form.onSubmit(
    async (values) => {
      setNotice(noNotice);
      const outcome = await submit(values);
      if (outcome.kind === 'success') {
        form.reset();
        setNotice({ kind: 'success', message: outcome.message });
        return;
      }
      if (outcome.kind === 'rejected' && outcome.fieldErrors) {
        form.setErrors(outcome.fieldErrors);
        focusFirstInvalid(outcome.fieldErrors);
      }
      setNotice({ kind: 'error', message: outcome.message });
    },
    (errors) => {
      setNotice({ kind: 'error', message: formErrorBanner });
      focusFirstInvalid(errors);
    },
  );

  /** The props a field component needs for one form field. */
  function bind<Field extends keyof Values & string>(field: Field) {
    const error = form.errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: form.values[field] as string,
      error: typeof error === 'string' ? error : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setField(field, event.currentTarget.value),
    };
  }

  /** Fills a field from outside (e.g. "Schedule a Visit"), brings the form back and focuses it. */
  function presetField<Field extends keyof Values & string>(field: Field, value: string) {
    setField(field, value);
    setNotice((current) => (current.kind === 'success' ? noNotice : current));
    setFocusRequest({ field });
  }

  return {
    bind,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      // A second Enter while sending must not send twice.
      if (form.submitting) {
        event.preventDefault();
        return;
      }
      onSubmit(event);
    },
    submitting: form.submitting,
    notice,
    presetField,
  };
}
