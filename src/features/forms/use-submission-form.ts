import { useForm } from '@mantine/form';
import {
  type ChangeEvent,
  type FormEvent,
  useEffect,
  useEffectEvent,
  useId,
  useState,
} from 'react';
import { useLocation } from 'react-router-dom';
import { formErrorBanner } from '../../domain/submissions.ts';
import { formNoticeMs, type ReplyFieldErrors } from '../../domain/submissions-messages.ts';
import { type BoundField, type FieldRow, listedFields } from '../../ui/fields/form-fields.tsx';
import { devicePolicy, loadCollectingEvent } from '../event/index.ts';
import {
  type CollectingEvent,
  type DraftName,
  type FormOutcome,
  loadDraft,
  readOutboxRecord,
  type SubmitOptions,
  saveDraft,
} from '../outbox/index.ts';
import { agreementValues, placeErrors } from './agreement-values.ts';
import { correctionRequest } from './use-resume-form.ts';

type StringFields<Values> = { [Field in keyof Values]: string };
type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * What shows instead of (success, queued) or beside (error) the form; each goes away after 5 s.
 * Queued: no answer came, but the submission is kept on this device and sent later.
 */
export type FormNotice =
  | { kind: 'none' }
  | { kind: 'success'; message: string }
  | { kind: 'queued' }
  /** `details`: the server's messages for what no field of the form shows. */
  | { kind: 'error'; message: string; details?: readonly string[] };

/** The event a submission is collected at, where this device runs one. */
async function collectingEvent(): Promise<CollectingEvent | undefined> {
  if (!devicePolicy().collectsLeads) return undefined;
  // Its code could not load: the submission still goes, without its source.
  return loadCollectingEvent().catch(() => undefined);
}

/** A queued submission the visitor opened from the outbox to correct and send again. */
export interface Correction {
  recordId: string;
  /** Why it was last refused (the text of product §8.2). */
  reason: string | undefined;
  /** The server was busy: the record is sent again by itself; nothing needs correcting. */
  serverBusy: boolean;
}

/** How soon after the last keystroke a draft is written. */
const draftDelayMs = 400;

const noNotice: FormNotice = { kind: 'none' };

interface SubmissionFormOptions<Values> {
  initialValues: Values;
  /** The form's fields as it lists them: the first invalid one from the top gets the focus. */
  fields: readonly FieldRow<keyof Values & string>[];
  validate: (values: Values) => FieldErrors<Values>;
  submit: (values: Values, options: SubmitOptions) => Promise<FormOutcome<ReplyFieldErrors>>;
  /**
   * Which field shows a server's error named by a path other than a field's own name
   * (`guardian.name`); any other goes in the form's error notice.
   */
  errorFields?: Readonly<Record<string, keyof Values & string>>;
  /** Where the half-filled form is kept between visits. */
  draft: DraftName;
}

/** The state both forms share: values and errors, sending, the notice and where focus goes. */
export function useSubmissionForm<Values extends StringFields<Values>>({
  initialValues,
  fields,
  validate,
  submit,
  draft,
  errorFields = {},
}: SubmissionFormOptions<Values>) {
  const fieldOrder = listedFields(fields).map((field) => field.name);
  const idPrefix = useId();
  const form = useForm<Values>({ mode: 'controlled', initialValues, validate });
  const [notice, setNotice] = useState<FormNotice>(noNotice);
  // A fresh object each time, so asking for the same field twice still moves the focus.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);

  const fieldId = (field: keyof Values & string) => `${idPrefix}-${field}`;
  // Every field here holds a string; @mantine/form's path types cannot see that through a generic.
  const setField = form.setFieldValue as (field: keyof Values & string, value: string) => void;

  /** The stored values this form knows, as its own. */
  const known = (values: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(values).filter(([field]) => field in initialValues),
    ) as Partial<Values>;

  const [correction, setCorrection] = useState<Correction | undefined>();
  const requestedRecord = correctionRequest(useLocation().state);
  // The draft (or the record to correct) is read once; typing before it arrives wins.
  const [restored, setRestored] = useState(false);
  const restore = useEffectEvent(async (recordId: string | undefined, isLive: () => boolean) => {
    const record = recordId ? await readOutboxRecord(recordId) : undefined;
    // Corrected, it is still what the person agreed to: the boxes stay ticked as they were.
    // At an event one student follows another on this device: no draft is kept or shown.
    const { keepsDrafts } = devicePolicy();
    const values = record
      ? { ...record.values, ...agreementValues(record.agreement) }
      : keepsDrafts
        ? await loadDraft(draft)
        : undefined;
    if (!isLive()) return;
    setRestored(true);
    if (record && recordId) {
      // Opened again (a reload) while it waits for a busy server: nothing to correct.
      setCorrection({ recordId, reason: record.reason, serverBusy: record.waiting });
      setNotice(noNotice);
    }
    if (!values || (!record && form.isDirty())) return;
    form.setValues({ ...initialValues, ...known(values) });
    if (!record) return;
    // Opened to be corrected: the server's messages stand under their fields again, and the
    // visitor is taken to the first of them (or to the form's first field).
    const { placed, unplaced } = placeReplyErrors(record.fieldErrors);
    form.setErrors(placed);
    if (unplaced.length > 0 && record.reason) {
      setNotice({ kind: 'error', message: record.reason, details: unplaced });
    }
    if (!focusFirstInvalid(placed) && firstField) setFocusRequest({ field: firstField });
  });
  useEffect(() => {
    let live = true;
    void restore(requestedRecord, () => live);
    return () => {
      live = false;
    };
  }, [requestedRecord]);

  // Every change is kept as a draft (not while correcting a record: the record holds it; not
  // while sending: a late write could bring back a draft the send has just cleared; not in
  // event mode: the next student must find no trace of this one).
  const values = form.values;
  const sending = form.submitting;
  useEffect(() => {
    if (!restored || correction || sending || !devicePolicy().keepsDrafts) return;
    const timer = setTimeout(
      () => void saveDraft(draft, values as Record<string, string>),
      draftDelayMs,
    );
    return () => clearTimeout(timer);
  }, [values, draft, correction, restored, sending]);

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
    if (!focusRequest) return;
    const field = document.getElementById(`${idPrefix}-${focusRequest.field}`);
    // Scrolled to the middle of the screen: the bottom edge may be under the page's status lines.
    field?.focus({ preventScroll: true });
    field?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest, idPrefix]);

  /** Whether a field had an error to take the focus to. */
  function focusFirstInvalid(errors: Partial<Record<string, unknown>>): boolean {
    const first = fieldOrder.find((field) => Boolean(errors[field]));
    if (first) setFocusRequest({ field: first });
    return first !== undefined;
  }

  const onSubmit = form.onSubmit(
    async (values) => {
      setNotice(noNotice);
      const correcting = correction;
      const outcome = await submit(values, {
        recordId: correcting?.recordId,
        // The record kept in its place succeeds the draft, in one step: a reload during
        // "Sending..." must not bring the values back to be sent twice. A correction holds its
        // own values; the draft is another, half-filled form, and stays.
        draft: correcting ? undefined : draft,
        event: await collectingEvent(),
      });
      if (outcome.kind === 'success' || outcome.kind === 'queued') {
        // Sent or kept in the outbox: no personal data stays in the form, and the next person
        // (a counsellor's next student) starts on an empty form, or on the half-filled one that
        // waited while a correction was sent.
        const waiting = correcting ? await loadDraft(draft) : undefined;
        form.reset();
        if (waiting) form.setValues({ ...initialValues, ...known(waiting) });
        setCorrection(undefined);
        setNotice(
          outcome.kind === 'queued' ? outcome : { kind: 'success', message: outcome.message },
        );
        return;
      }
      // Refused, and kept: from now on the form corrects that record, so sending again replaces
      // it rather than adding another.
      if (outcome.kind === 'refused' || outcome.kind === 'waiting') {
        setCorrection({
          recordId: outcome.recordId,
          reason: outcome.message,
          serverBusy: outcome.kind === 'waiting',
        });
      }
      const { placed, unplaced } = placeReplyErrors(
        outcome.kind === 'refused' || outcome.kind === 'rejected' ? outcome.fieldErrors : undefined,
      );
      form.setErrors(placed);
      focusFirstInvalid(placed);
      setNotice({
        kind: 'error',
        message: outcome.message,
        ...(unplaced.length > 0 ? { details: unplaced } : {}),
      });
    },
    (errors) => {
      setNotice({ kind: 'error', message: formErrorBanner });
      focusFirstInvalid(errors);
    },
  );

  /** A refusal's messages on the fields that show them, and those no field shows. */
  function placeReplyErrors(errors: ReplyFieldErrors | undefined) {
    const own = Object.fromEntries(fieldOrder.map((field) => [field, field]));
    const fieldOf: Record<string, keyof Values & string> = { ...own, ...errorFields };
    const placed = placeErrors(errors ?? {}, fieldOf);
    const unplaced = Object.entries(errors ?? {})
      .filter(([path]) => !Object.hasOwn(fieldOf, path))
      .map(([, message]) => message);
    return { placed, unplaced };
  }

  /** The props a field component needs for one form field. */
  function bind<Field extends keyof Values & string>(field: Field): BoundField<Field> {
    const error = form.errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: form.values[field] as string,
      error: typeof error === 'string' ? error : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setField(field, event.currentTarget.value),
      setValue: (value: string) => setField(field, value),
    };
  }

  /** Fills a field from outside (e.g. "Schedule a Visit"), brings the form back and focuses it. */
  function presetField<Field extends keyof Values & string>(field: Field, value: string) {
    setField(field, value);
    setNotice((current) => (current.kind === 'success' ? noNotice : current));
    setFocusRequest({ field });
  }

  /** Back to the empty form at once (the queued card's "Fill in another"). */
  function startAnother() {
    setNotice(noNotice);
    if (firstField) setFocusRequest({ field: firstField });
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
    startAnother,
    correction,
  };
}
