/**
 * The server's body limit for a submission, from the forms' own field limits (decision 020).
 * Its own module: the browser never needs it.
 */
import { consentNoticeVersions } from './consent.ts';
import { guardianMaxLengths } from './guardian.ts';
import { isoUtcLength } from './iso-utc.ts';
import { collectedAtLength, sourceMaxLengths } from './submission-source.ts';
import {
  applicationMaxLengths,
  courseOptions,
  educationLevels,
  inquiryMaxLengths,
} from './submissions.ts';

/** What one UTF-16 code unit can take in a JSON body: a control character is sent as `\u001f`. */
const maxJsonBytesPerUnit = 6;
/** Field names (the source's, consent's and guardian's too), quotes, commas and braces, with room to spare. */
const jsonOverheadBytes = 1024;
const longestOption = (options: readonly string[]) =>
  Math.max(...options.map((option) => option.length));
const sum = (lengths: object) =>
  Object.values(lengths).reduce((total: number, length) => total + Number(length), 0);

/** Either kind may carry a source (event mode) and a consent. */
const longestSource = sum(sourceMaxLengths) + collectedAtLength;
const longestConsent = longestOption(consentNoticeVersions) + isoUtcLength;
/** An application for a minor carries its guardian (`minor: true` is in the overhead). */
const longestGuardian = sum(guardianMaxLengths) + isoUtcLength;

/**
 * The largest request body a valid submission makes, in bytes (what the server's body limit
 * counts): every field at its longest, its source too, in the characters that take the most
 * bytes. So a body the forms allow is never refused as too large (413): too long a field gets
 * its own message.
 */
export const submissionBodyLimitBytes =
  (Math.max(
    sum(inquiryMaxLengths) + longestOption(courseOptions),
    sum(applicationMaxLengths) +
      longestOption(courseOptions) +
      longestOption(educationLevels) +
      longestGuardian,
  ) +
    longestSource +
    longestConsent) *
    maxJsonBytesPerUnit +
  jsonOverheadBytes;
