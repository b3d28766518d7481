import { expect, test } from 'vitest';
import { emptyEventStart, validateEventStart } from './start-rules.ts';

const valid = {
  ...emptyEventStart,
  eventName: 'Chennai Education Fair',
  counsellorName: 'Meena Krishnan',
  pin: '4821',
  confirmPin: '4821',
};

test('a filled form starts the event; the device label may stay empty, 90 seconds is the default', () => {
  expect(valid.deviceLabel).toBe('');
  expect(valid.inactivitySeconds).toBe('90');
  expect(validateEventStart(valid)).toEqual({});
});

test('an empty form names every required field', () => {
  expect(validateEventStart({ ...emptyEventStart, inactivitySeconds: '' })).toEqual({
    eventName: "Enter the event's name",
    counsellorName: 'Enter your name',
    pin: 'Choose a PIN of 4 to 8 digits',
    confirmPin: 'Type the PIN again',
    inactivitySeconds: 'Enter a whole number of seconds from 30 to 900',
  });
});

test.each([
  ['123', 'too short'],
  ['123456789', 'too long'],
  ['12a4', 'not only digits'],
  ['12 34', 'with a space'],
])('a PIN %s (%s) is refused', (pin) => {
  expect(validateEventStart({ ...valid, pin, confirmPin: pin }).pin).toBe(
    'Choose a PIN of 4 to 8 digits',
  );
});

test('the PIN typed twice must match', () => {
  expect(validateEventStart({ ...valid, confirmPin: '4822' })).toEqual({
    confirmPin: 'The two PINs differ: type the same PIN again',
  });
  expect(validateEventStart({ ...valid, pin: '12345678', confirmPin: '12345678' })).toEqual({});
});

test('names longer than a submission may carry are refused', () => {
  expect(
    validateEventStart({
      ...valid,
      eventName: 'E'.repeat(121),
      counsellorName: 'C'.repeat(81),
      deviceLabel: 'D'.repeat(41),
    }),
  ).toEqual({
    eventName: "Keep the event's name to 120 characters",
    counsellorName: 'Keep your name to 80 characters',
    deviceLabel: 'Keep the device label to 40 characters',
  });
  expect(validateEventStart({ ...valid, eventName: 'E'.repeat(120) })).toEqual({});
});

test.each(['29', '901', '90.5', '-90', 'ninety'])(
  'returning to start after %s seconds is refused',
  (inactivitySeconds) => {
    expect(validateEventStart({ ...valid, inactivitySeconds }).inactivitySeconds).toBe(
      'Enter a whole number of seconds from 30 to 900',
    );
  },
);
