import type { FormEvent, ReactNode } from 'react';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { type BoundField, type FieldRow, renderFields } from '../../ui/fields/form-fields.tsx';
import { CorrectionNotice, QueuedCard, SubmitButton, SuccessCard } from './form-notices.tsx';
import classes from './forms.module.css';
import type { Correction, FormNotice } from './use-submission-form.ts';

/** What the form's state (useSubmissionForm) gives the form to render. */
export interface SubmissionFormState<Name extends string> {
  bind: (field: Name) => BoundField<Name>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  notice: FormNotice;
  startAnother: () => void;
  correction: Correction | undefined;
}

interface SubmissionFormProps<Name extends string> extends SubmissionFormState<Name> {
  fields: readonly FieldRow<Name>[];
  /**
   * What a person agrees to, shown after the fields (privacy-notice.tsx). None on a request
   * about one's own data: exercising a right needs no consent.
   */
  privacyNotice?: ReactNode;
  /** The fields under the notice: the consent, and who gives it. */
  agreementFields?: readonly FieldRow<Name>[];
  /** The longest value the server accepts, per field (domain/submissions.ts). */
  maxLengths: Partial<Record<Name, number>>;
  /** The form's accessible name. */
  label: string;
  /** "message" or "application": what is sent, kept or corrected. */
  what: string;
  submitLabel: string;
  submittingLabel: string;
  successTitle: string;
  /** Read under the server's confirmation. */
  successNote?: string;
  /** The queued card's button back to an empty form. */
  anotherLabel: string;
}

/** A form, or the card that stands in for it once sent or kept on this device. */
export function SubmissionForm<Name extends string>({
  bind,
  onSubmit,
  submitting,
  notice,
  startAnother,
  correction,
  fields,
  privacyNotice,
  agreementFields,
  maxLengths,
  label,
  what,
  submitLabel,
  submittingLabel,
  successTitle,
  successNote,
  anotherLabel,
}: SubmissionFormProps<Name>) {
  if (notice.kind === 'success') {
    return <SuccessCard title={successTitle} message={notice.message} note={successNote} />;
  }

  if (notice.kind === 'queued') {
    return <QueuedCard what={what} onAnother={startAnother} anotherLabel={anotherLabel} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-label={label}>
      {correction && (
        <CorrectionNotice
          what={what}
          reason={notice.kind === 'error' ? undefined : correction.reason}
          serverBusy={correction.serverBusy}
        />
      )}
      {renderFields(fields, bind, maxLengths)}
      {privacyNotice}
      {agreementFields && renderFields(agreementFields, bind, maxLengths)}
      {notice.kind === 'error' && <ErrorNotice message={notice.message} details={notice.details} />}
      <SubmitButton submitting={submitting} label={submitLabel} submittingLabel={submittingLabel} />
    </form>
  );
}
