/**
 * The rules of the form that starts event mode, and their messages. The limits on the names are
 * the ones the server accepts in a submission's source.
 */
import { sourceMaxLengths } from '../../domain/submission-source.ts';

export interface EventStartValues {
  eventName: string;
  counsellorName: string;
  deviceLabel: string;
  pin: string;
  confirmPin: string;
  /** Seconds, as typed. */
  inactivitySeconds: string;
}

export type EventStartErrors = Partial<Record<keyof EventStartValues, string>>;

export const defaultInactivitySeconds = 90;
export const inactivityLimits = { min: 30, max: 900 } as const;

export const emptyEventStart: EventStartValues = {
  eventName: '',
  counsellorName: '',
  deviceLabel: '',
  pin: '',
  confirmPin: '',
  inactivitySeconds: String(defaultInactivitySeconds),
};

/** The fields top to bottom: the first invalid one gets the focus. */
export const eventStartFieldOrder = [
  'eventName',
  'counsellorName',
  'deviceLabel',
  'pin',
  'confirmPin',
  'inactivitySeconds',
] as const satisfies readonly (keyof EventStartValues)[];

const pinPattern = /^\d{4,8}$/;

export function validateEventStart(values: EventStartValues): EventStartErrors {
  const errors: EventStartErrors = {};
  const eventName = values.eventName.trim();
  const counsellorName = values.counsellorName.trim();
  if (!eventName) errors.eventName = "Enter the event's name";
  else if (eventName.length > sourceMaxLengths.event) {
    errors.eventName = `Keep the event's name to ${sourceMaxLengths.event} characters`;
  }
  if (!counsellorName) errors.counsellorName = 'Enter your name';
  else if (counsellorName.length > sourceMaxLengths.counsellor) {
    errors.counsellorName = `Keep your name to ${sourceMaxLengths.counsellor} characters`;
  }
  if (values.deviceLabel.trim().length > sourceMaxLengths.device) {
    errors.deviceLabel = `Keep the device label to ${sourceMaxLengths.device} characters`;
  }
  if (!pinPattern.test(values.pin)) errors.pin = 'Choose a PIN of 4 to 8 digits';
  if (!values.confirmPin) errors.confirmPin = 'Type the PIN again';
  else if (values.confirmPin !== values.pin) {
    errors.confirmPin = 'The two PINs differ: type the same PIN again';
  }
  const seconds = Number(values.inactivitySeconds.trim());
  const { min, max } = inactivityLimits;
  if (!/^\d+$/.test(values.inactivitySeconds.trim()) || seconds < min || seconds > max) {
    errors.inactivitySeconds = `Enter a whole number of seconds from ${min} to ${max}`;
  }
  return errors;
}
