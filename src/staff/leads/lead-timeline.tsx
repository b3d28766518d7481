import { Stack, Text, Timeline, Title } from '@mantine/core';
import { closedReasonLabels, leadStageLabels } from '../../domain/lead-workflow.ts';
import type { LeadDetail, TimelineEntry } from '../api/lead-types.ts';
import { formatDateTime } from './lead-format.ts';

function what(entry: TimelineEntry, detail: LeadDetail): string {
  switch (entry.type) {
    case 'received': {
      const event = detail.submission.source?.event;
      return event ? `Received at ${event}` : 'Received from the website';
    }
    case 'stage': {
      const reason = entry.reason ? ` (${closedReasonLabels[entry.reason]})` : '';
      return `Stage ${leadStageLabels[entry.from]} → ${leadStageLabels[entry.to]}${reason}`;
    }
    case 'assigned':
      return entry.to ? `Assigned to ${entry.to.name}` : 'Unassigned';
    case 'follow_up':
      return entry.followUpAt
        ? `Follow-up set for ${formatDateTime(entry.followUpAt)}`
        : 'Follow-up cleared';
    case 'note':
      return 'Note';
    case 'exported':
      return 'Included in an export';
  }
}

/** What happened to the lead, oldest first: each step with who took it and when. */
export function LeadTimeline({ detail }: { detail: LeadDetail }) {
  const notes = new Map(detail.notes.map((note) => [note.id, note]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="lead-timeline">
      <Title order={2} size="h4" id="lead-timeline">
        Timeline
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={detail.timeline.length - 1}>
        {detail.timeline.map((entry, index) => {
          // A note, or a stage closed with staff's words: the words under the step.
          const noteId = entry.type === 'note' || entry.type === 'stage' ? entry.noteId : undefined;
          const note = noteId ? notes.get(noteId) : undefined;
          return (
            // Entries never change or move: their place is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Timeline.Item key={index} title={what(entry, detail)}>
              {note && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} className="staff-break">
                  {note.text}
                </Text>
              )}
              <Text size="xs" c="gray.7" mt={2}>
                {entry.actor ? `${entry.actor.name} · ` : ''}
                {formatDateTime(entry.at)}
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Stack>
  );
}
