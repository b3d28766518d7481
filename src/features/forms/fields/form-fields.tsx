import {
  NativeSelect,
  type NativeSelectProps,
  Radio,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent } from 'react';
import classes from '../forms.module.css';

/**
 * What the form's state gives each field: an id that the pre-rendered HTML and the hydrated form
 * share (what was typed before the code arrived goes back by it, and Mantine links the label,
 * error and description to the input by it), its name, value, error and change handler.
 */
export interface BoundField<Name extends string> {
  id: string;
  name: Name;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
}

/** Set here for every field, the same way: the form's state, the size, the label's look. */
type Wired = keyof BoundField<string> | 'size' | 'maxLength' | 'labelProps';

interface FieldBasics<Name extends string> {
  name: Name;
  label: string;
  placeholder?: string;
  /** Shows a red asterisk beside the label and sets the native `required`. */
  required?: boolean;
}

type Listed<Name extends string, Props> = FieldBasics<Name> &
  Omit<Props, Wired | keyof FieldBasics<Name>>;

/** A one-line field. */
export type TextFieldSpec<Name extends string> = { as?: 'text' } & Listed<Name, TextInputProps>;

/** A multi-line field, four rows unless told otherwise. */
export type TextareaFieldSpec<Name extends string> = { as: 'textarea' } & Listed<
  Name,
  TextareaProps
>;

/**
 * The platform's own select: the phone's picker, the keyboard and autofill work as usual. Each
 * option is sent as it reads. The placeholder is its first entry, meaning "nothing chosen"
 * (value ''), which cannot be picked again once the field is required.
 */
export type SelectFieldSpec<Name extends string> = {
  as: 'select';
  placeholder: string;
  options: readonly string[];
} & Listed<Name, Omit<NativeSelectProps, 'data' | 'children'>>;

/**
 * A few choices, all in view: one tap each, read out as a group. The first option takes the
 * field's id, so focus goes to it when the choice is missing.
 */
export type RadioFieldSpec<Name extends string> = FieldBasics<Name> & {
  as: 'radio';
  options: readonly { value: string; label: string }[];
};

/** One field as its form lists it: what it asks for and how, without its wiring. */
export type FieldSpec<Name extends string> =
  | TextFieldSpec<Name>
  | TextareaFieldSpec<Name>
  | SelectFieldSpec<Name>
  | RadioFieldSpec<Name>;

/** A field on a line of its own, or two side by side (one above the other on a phone). */
export type FieldRow<Name extends string> =
  | FieldSpec<Name>
  | readonly [FieldSpec<Name>, FieldSpec<Name>];

const labelProps = { className: classes.label };

// 16 px text (size md) everywhere, so phones do not zoom in on focus.
function renderField<Name extends string>(
  field: FieldSpec<Name>,
  bound: BoundField<Name>,
  maxLength: number | undefined,
) {
  if (field.as === 'select') {
    const { as: _, options, placeholder, ...props } = field;
    return (
      <NativeSelect key={field.name} size="md" {...bound} {...props} labelProps={labelProps}>
        <option value="" disabled={props.required}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.as === 'radio') {
    const { id, onChange, ...group } = bound;
    return (
      <Radio.Group
        key={field.name}
        size="md"
        {...group}
        label={field.label}
        required={field.required}
        labelProps={labelProps}
      >
        <div className={classes.choices}>
          {field.options.map((option, index) => (
            <Radio
              key={option.value}
              id={index === 0 ? id : `${id}-${option.value}`}
              value={option.value}
              label={option.label}
              onChange={onChange}
            />
          ))}
        </div>
      </Radio.Group>
    );
  }
  if (field.as === 'textarea') {
    const { as: _, rows = 4, ...props } = field;
    return (
      <Textarea
        key={field.name}
        size="md"
        rows={rows}
        {...bound}
        {...props}
        maxLength={maxLength}
        labelProps={labelProps}
      />
    );
  }
  const { as: _, ...props } = field;
  return (
    <TextInput
      key={field.name}
      size="md"
      {...bound}
      {...props}
      maxLength={maxLength}
      labelProps={labelProps}
    />
  );
}

/**
 * A form's fields from its list, each wired to the form's state the same way; `maxLengths` are
 * the longest values the server accepts, per field (domain/submissions.ts).
 */
export function renderFields<Name extends string>(
  rows: readonly FieldRow<Name>[],
  bind: (name: Name) => BoundField<Name>,
  maxLengths: Partial<Record<Name, number>>,
) {
  const render = (field: FieldSpec<Name>) =>
    renderField(field, bind(field.name), maxLengths[field.name]);
  return rows.map((row) =>
    'name' in row ? (
      render(row)
    ) : (
      <div key={row[0].name} className={classes.row}>
        {row.map(render)}
      </div>
    ),
  );
}
