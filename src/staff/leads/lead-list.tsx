import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LeadRow } from '../api/lead-types.ts';
import { staffPaths } from '../paths.ts';
import { formatDateTime, kindNames, sourceName } from './lead-format.ts';
import { StageBadges } from './stage-badge.tsx';

export interface LeadListProps {
  leads: readonly LeadRow[];
  /** A staff account's name by its id. */
  nameOf(accountId: string): string;
  /** What the list was filtered by, for the person's screen to lead back to. */
  back: string;
}

const leadLink = (lead: LeadRow, back: string) => (
  <Anchor component={Link} to={staffPaths.lead(lead.id)} state={{ back }} fw={600}>
    {lead.fullName}
  </Anchor>
);

function assignee(lead: LeadRow, nameOf: (id: string) => string): string {
  return lead.assignedTo === null ? 'Nobody' : nameOf(lead.assignedTo);
}

/** A desktop's list: one row per lead, every column the inbox promises. */
export function LeadTable({ leads, nameOf, back }: LeadListProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Kind</Table.Th>
            <Table.Th scope="col">Course</Table.Th>
            <Table.Th scope="col" miw={150}>
              Stage
            </Table.Th>
            <Table.Th scope="col">Assigned to</Table.Th>
            <Table.Th scope="col">Source</Table.Th>
            <Table.Th scope="col">Received</Table.Th>
            <Table.Th scope="col">Follow-up</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leads.map((lead) => (
            <Table.Tr key={lead.id}>
              <Table.Th scope="row" fw="normal">
                {leadLink(lead, back)}
              </Table.Th>
              <Table.Td>{kindNames[lead.kind]}</Table.Td>
              <Table.Td>{lead.course || '—'}</Table.Td>
              <Table.Td>
                <StageBadges lead={lead} />
              </Table.Td>
              <Table.Td>{assignee(lead, nameOf)}</Table.Td>
              <Table.Td>{sourceName(lead)}</Table.Td>
              <Table.Td>{formatDateTime(lead.receivedAt)}</Table.Td>
              <Table.Td>{lead.followUpAt ? formatDateTime(lead.followUpAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone's list: one card per lead, the name first, then what tells leads apart at a glance. */
export function LeadCards({ leads, nameOf, back }: LeadListProps) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {leads.map((lead) => (
        <Card
          component="li"
          key={lead.id}
          withBorder
          padding="sm"
          radius="md"
          className="staff-lead-card"
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text component="h2" size="md" m={0} className="staff-break staff-lead-card-name">
              {leadLink(lead, back)}
            </Text>
            <Text size="xs" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(lead.receivedAt)}
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {kindNames[lead.kind]} · {lead.course || 'No course given'}
          </Text>
          <Text size="sm" c="gray.7">
            {sourceName(lead)} · {assignee(lead, nameOf)}
          </Text>
          <Group justify="space-between" mt={6} gap="xs">
            <StageBadges lead={lead} />
            {lead.followUpAt && (
              <Text size="xs" c={lead.overdue ? 'red.8' : 'gray.7'}>
                Follow up {formatDateTime(lead.followUpAt)}
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
