import { expect, test } from 'vitest';
import { joinSentences } from './sentences.ts';

test('a message without its full stop gets one before the next sentence', () => {
  expect(joinSentences('Please correct the errors in the form', 'It stays saved.')).toBe(
    'Please correct the errors in the form. It stays saved.',
  );
  expect(joinSentences('Service temporarily unavailable ', 'It stays saved.')).toBe(
    'Service temporarily unavailable. It stays saved.',
  );
});

test('a message that already ends a sentence is left as it is, and empty ones are dropped', () => {
  expect(joinSentences('Failed to submit. Please try again.', '', 'It stays saved.')).toBe(
    'Failed to submit. Please try again. It stays saved.',
  );
  expect(joinSentences('Is this right?', 'Yes')).toBe('Is this right? Yes.');
});
