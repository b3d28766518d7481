import { Textarea, type TextareaProps } from '@mantine/core';
import type { ChangeEvent } from 'react';

export interface TextareaFieldProps extends Omit<TextareaProps, 'onChange' | 'size'> {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  placeholder?: string;
  /** Shows a red asterisk and sets the native `required`. */
  required?: boolean;
  rows?: number;
}

/** A multi-line field, four rows unless told otherwise. */
export function TextareaField({ required = false, rows = 4, ...props }: TextareaFieldProps) {
  return <Textarea size="md" required={required} rows={rows} {...props} />;
}
