import {
  Alert,
  Anchor,
  Badge,
  Button,
  Grid,
  Group,
  List,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { LeadDetail } from '../api/lead-types.ts';
import { fetchLead, fetchPeople } from '../api/leads.ts';
import { LoadFailed } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { useLoad } from '../lib/use-load.ts';
import { staffPaths } from '../paths.ts';
import { useAccount } from '../session/session.tsx';
import { greeting, mailtoHref, telHref, whatsAppHref } from './contact-links.ts';
import { CorrectDetails } from './correct-details.tsx';
import { GuardianNotVerified } from './guardian-not-verified.tsx';
import { LeadFacts } from './lead-facts.tsx';
import { formatDate, formatDateTime, kindNames, sourceName } from './lead-format.ts';
import { LeadTimeline } from './lead-timeline.tsx';
import { LeadWork } from './lead-work.tsx';
import { useNewLeads } from './new-leads.tsx';
import { RecordAge } from './record-age.tsx';
import { StageBadges } from './stage-badge.tsx';
import { VerifyGuardian } from './verify-guardian.tsx';

/** The inbox as the person left it: its filters came along in the link's state. */
function backTo(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith('/') && !back.startsWith('//')
    ? back
    : staffPaths.home;
}

/** One person, one screen: the lead, what they sent, what happened, and what to do next. */
/** An application held out of every list until an admin acts: why, and what releases it. */
function HeldAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={title}
      // The theme's yellow title is too light on its own background (2.7:1).
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      {children}
    </Alert>
  );
}

export function LeadScreen() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const load = useCallback(() => fetchLead(id), [id]);
  const [loaded, reload] = useLoad(load);
  const [people] = useLoad(fetchPeople);
  const [detail, setDetail] = useState<LeadDetail>();
  const { refresh: refreshNewCount } = useNewLeads();
  const isAdmin = useAccount().role === 'admin';
  const [corrected, setCorrected] = useState<string[]>();
  useEffect(() => {
    setDetail(loaded.status === 'ready' ? loaded.data : undefined);
  }, [loaded]);

  const back = (
    <Anchor component={Link} to={backTo(location.state)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden="true" />
        All leads
      </Group>
    </Anchor>
  );

  if (!detail) {
    return (
      <Screen
        title="Lead"
        heading={loaded.status === 'failed' ? 'This lead could not be opened' : 'Lead'}
      >
        {back}
        {loaded.status === 'failed' ? (
          <LoadFailed error={loaded.error} onRetry={reload} />
        ) : (
          <Loader aria-label="Loading the lead" role="status" />
        )}
      </Screen>
    );
  }

  const { lead, submission } = detail;
  const heldForGuardian =
    'minor' in submission && submission.minor === true && !submission.guardianVerifiedAt;
  const heldForAge = 'ageUnknown' in submission && submission.ageUnknown === true;
  const erasedHere = () =>
    navigate(staffPaths.personalData, {
      state: { done: `${lead.fullName}’s application was erased.` },
    });
  return (
    <Screen title={lead.fullName}>
      <Stack gap="xs" mt={-8}>
        <Text c="gray.7">
          {kindNames[lead.kind]} · {lead.course || 'No course given'} · {sourceName(lead)} ·
          received {formatDateTime(lead.receivedAt)}
        </Text>
        <StageBadges lead={lead} />
      </Stack>
      {detail.withdrawal && (
        <Alert
          color="red"
          variant="light"
          title={`Consent withdrawn — erase by ${formatDate(detail.withdrawal.eraseBy)}`}
          styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
        >
          They withdrew their consent on {formatDate(detail.withdrawal.withdrawnAt)}. This lead is
          out of the inbox, its counts and exports; do not contact them about it.
          {isAdmin && (
            <>
              {' '}
              <Anchor component={Link} to={staffPaths.personalData}>
                Withdrawals
              </Anchor>{' '}
              is where it can be erased now or undone.
            </>
          )}
        </Alert>
      )}
      {heldForGuardian && !detail.withdrawal && (
        <HeldAlert title="Held until the guardian is verified">
          The applicant is under 18. This application stays out of the inbox and exports until an
          admin verifies that their parent or guardian agreed.
        </HeldAlert>
      )}
      {heldForAge && !detail.withdrawal && (
        <HeldAlert title="Held until their age is known">
          This application did not say whether the applicant is under 18, so it is held as a
          minor’s: out of the inbox and exports until an admin asks them and records their age.
        </HeldAlert>
      )}
      {!detail.withdrawal && <ContactActions detail={detail} />}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <LeadWork
              // A fresh form for each lead (its follow-up field starts from the lead's own).
              key={`${lead.id}:${lead.followUpAt ?? ''}`}
              detail={detail}
              people={people.status === 'ready' ? people.data : []}
              onChanged={(changed) => {
                setDetail(changed);
                refreshNewCount();
              }}
            />
            <SamePerson detail={detail} />
            {isAdmin && (
              <Stack gap="xs" component="section" aria-label="Their data">
                {heldForGuardian && (
                  <Group gap="sm">
                    <VerifyGuardian
                      id={lead.id}
                      onVerified={() => fetchLead(lead.id).then(setDetail, reload)}
                    />
                    <GuardianNotVerified id={lead.id} onErased={erasedHere} />
                  </Group>
                )}
                {heldForAge && (
                  <Group gap="sm">
                    <RecordAge
                      id={lead.id}
                      onRecorded={() => fetchLead(lead.id).then(setDetail, reload)}
                      onErased={erasedHere}
                    />
                  </Group>
                )}
                <CorrectDetails
                  detail={detail}
                  onCorrected={(fields) => {
                    setCorrected(fields);
                    // The lead as it now is, without leaving the screen.
                    fetchLead(lead.id).then(setDetail, reload);
                  }}
                />
                {corrected && (
                  <Text size="sm" role="status">
                    {corrected.length === 0
                      ? 'Nothing needed correcting.'
                      : `Corrected: ${corrected.length === 1 ? '1 field' : `${corrected.length} fields`}.`}
                  </Text>
                )}
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Stack gap="xl">
            <LeadFacts detail={detail} />
            <LeadTimeline detail={detail} />
          </Stack>
        </Grid.Col>
      </Grid>
      {back}
    </Screen>
  );
}

/** Call, WhatsApp with a greeting naming the course, email: from the lead, in one tap. */
function ContactActions({ detail }: { detail: LeadDetail }) {
  const me = useAccount();
  const { submission, lead } = detail;
  const phone = 'phoneNumber' in submission ? submission.phoneNumber : submission.phone;
  const email = 'emailAddress' in submission ? submission.emailAddress : submission.email;
  const call = telHref(phone);
  const whatsApp = whatsAppHref(phone, greeting(lead.fullName, lead.course, me.name));
  const mail = mailtoHref(email, `Your ${kindNames[lead.kind].toLowerCase()} to the academy`);
  return (
    <Group gap="sm" aria-label="Contact" role="group">
      {call && (
        <Button component="a" href={call} leftSection={<IconPhone size={18} aria-hidden="true" />}>
          Call {phone}
        </Button>
      )}
      {whatsApp && (
        <Button
          component="a"
          href={whatsApp}
          target="_blank"
          rel="noopener noreferrer"
          // WhatsApp's green, darkened so its white label reads at 4.5:1.
          color="#19703a"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden="true" />}
        >
          WhatsApp
        </Button>
      )}
      {mail && (
        <Button
          component="a"
          href={mail}
          variant="default"
          leftSection={<IconMail size={18} aria-hidden="true" />}
        >
          Email
        </Button>
      )}
    </Group>
  );
}

/** Other leads with the same email or phone: linked, for a person to compare, never merged. */
function SamePerson({ detail }: { detail: LeadDetail }) {
  const location = useLocation();
  if (detail.samePerson.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="same-person">
      <Title order={2} size="h4" id="same-person">
        Possibly the same person
      </Title>
      <List spacing="xs" listStyleType="none" p={0}>
        {detail.samePerson.map((other) => (
          <List.Item key={other.id}>
            <Anchor component={Link} to={staffPaths.lead(other.id)} state={location.state} fw={600}>
              {other.fullName}
            </Anchor>
            <Text size="sm" c="gray.7">
              {kindNames[other.kind]} · {other.course || 'No course'} ·{' '}
              {formatDateTime(other.receivedAt)}
            </Text>
            <Group gap={4} mt={2}>
              {other.matchedBy.map((by) => (
                <Badge key={by} variant="outline" color="gray.8" tt="none" size="sm">
                  Same {by}
                </Badge>
              ))}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
