import { site } from '../../domain/site.ts';
import type { TextFieldSpec, TickFieldSpec } from '../../ui/fields/form-fields.tsx';

type Shared = Omit<TextFieldSpec<string>, 'name'>;

/**
 * The fields both forms ask alike, worded and hinted the same in each (autofill, the phone's
 * keyboard); only the payload's name for them differs:
 * `{ ...emailField, name: 'email' }`.
 */
export const fullNameField = {
  label: 'Full Name',
  placeholder: 'Your full name',
  autoComplete: 'name',
  required: true,
} as const satisfies Shared;

export const emailField = {
  label: 'Email Address',
  placeholder: 'you@example.com',
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  // An address is not a sentence: no capital first letter, no red underline.
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
} as const satisfies Shared;

/** Optional in both forms. */
export const phoneField = {
  label: 'Phone Number',
  placeholder: '+91 98765 43210',
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
} as const satisfies Shared;

/** The box both forms end with, under their privacy notice; `purpose`: "answer my message". */
export function consentField<Name extends string>(
  name: Name,
  purpose: string,
): TickFieldSpec<Name> {
  return {
    as: 'tick',
    name,
    label: `I have read the notice above and agree to ${site.name} using these details to ${purpose}.`,
    required: true,
  };
}
