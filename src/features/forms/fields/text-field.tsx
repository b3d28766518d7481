import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

export interface TextFieldProps extends Omit<TextInputProps, 'onChange' | 'size'> {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Shows a red asterisk and sets the native `required`. */
  required?: boolean;
}

/** A one-line field; 16 px text, so phones do not zoom in on focus. */
export function TextField({ required = false, ...props }: TextFieldProps) {
  return <TextInput size="md" required={required} {...props} />;
}
