import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends Omit<NativeSelectProps, 'onChange' | 'size' | 'data' | 'children' | 'placeholder'> {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  /** The first entry, meaning "nothing chosen" (value ''); it cannot be picked when required. */
  placeholder?: string;
  /** Shows a red asterisk and sets the native `required`. */
  required?: boolean;
}

/** The platform's own select: the phone's picker, the keyboard and autofill all work as usual. */
export function SelectField({
  required = false,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  return (
    <NativeSelect size="md" required={required} {...props}>
      {placeholder !== undefined && (
        <option value="" disabled={required}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
