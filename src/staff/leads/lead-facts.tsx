import { Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type GuardianVerificationMethod,
  guardianVerificationMethods,
} from '../../domain/guardian.ts';
import type {
  ApplicationSubmission,
  GuardianVerificationRecord,
  LeadDetail,
} from '../api/lead-types.ts';
import { formatDateTime } from './lead-format.ts';

type Fact = readonly [label: string, value: ReactNode];

/** A few labelled facts, as a two-column table a screen reader reads row by row. */
function Facts({ title, facts }: { title: string; facts: readonly Fact[] }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder={false} verticalSpacing={6}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th
                w={{ base: 120, sm: 180 }}
                fw={600}
                c="gray.8"
                style={{ verticalAlign: 'top' }}
              >
                {label}
              </Table.Th>
              <Table.Td className="staff-break" style={{ whiteSpace: 'pre-wrap' }}>
                {value === '' ? (
                  <Text span c="gray.7">
                    —
                  </Text>
                ) : (
                  value
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function verifiedText(
  verifiedAt: string | null,
  verification: GuardianVerificationRecord | null,
): string {
  if (!verifiedAt) return 'Not yet verified';
  if (!verification) return formatDateTime(verifiedAt);
  const method =
    guardianVerificationMethods[verification.method as GuardianVerificationMethod] ??
    verification.method;
  return `${formatDateTime(verifiedAt)} by ${verification.byName}\n${method}: ${verification.reference}`;
}

function guardianFacts(
  application: ApplicationSubmission,
  verification: GuardianVerificationRecord | null,
): Fact[] {
  const { guardian, guardianVerifiedAt } = application;
  if (!guardian) return [['Guardian', 'Under 18, but no guardian was given']];
  return [
    ['Name', guardian.name],
    ['Relationship', guardian.relationship],
    ['Phone', guardian.phone],
    ['Email', guardian.email],
    ['Agreed', formatDateTime(guardian.consentGivenAt)],
    ['Verified', verifiedText(guardianVerifiedAt, verification)],
  ];
}

/** Everything the person sent, as they sent it, with their consent and where it was collected. */
export function LeadFacts({ detail }: { detail: LeadDetail }) {
  const { submission } = detail;
  const sent: Fact[] =
    'emailAddress' in submission
      ? [
          ['Email', submission.emailAddress],
          ['Phone', submission.phoneNumber],
          ['Course', submission.interestedCourse],
          ['Subject', submission.subject],
          ['Message', submission.message],
        ]
      : [
          ['Email', submission.email],
          ['Phone', submission.phone],
          ['Address', submission.address],
          ['Course', submission.courseOfInterest],
          ['Education', submission.levelOfEducation],
          ['Message', submission.message],
          ['Under 18', submission.ageUnknown ? 'Not given' : submission.minor ? 'Yes' : 'No'],
        ];
  const { consent, source } = submission;
  return (
    <Stack gap="lg">
      <Facts
        title="What they sent"
        facts={[...sent, ['Received', formatDateTime(submission.receivedAt)]]}
      />
      {'minor' in submission && submission.minor && (
        <Facts title="Guardian" facts={guardianFacts(submission, detail.guardianVerification)} />
      )}
      <Facts
        title="Consent"
        facts={
          consent
            ? [
                ['Notice', `Version ${consent.version}`],
                ['Agreed', formatDateTime(consent.givenAt)],
              ]
            : [['Notice', 'No consent was recorded with this submission']]
        }
      />
      <Facts
        title="Source"
        facts={
          source
            ? [
                ['Event', source.event],
                ['Counsellor', source.counsellor],
                ['Device', source.device],
                ['Collected', formatDateTime(source.collectedAt)],
              ]
            : [['From', 'The website']]
        }
      />
    </Stack>
  );
}
