import { Badge, Group } from '@mantine/core';
import { closedReasonLabels, type LeadStage, leadStageLabels } from '../../domain/lead-workflow.ts';
import type { LeadRow } from '../api/lead-types.ts';

const stageColours: Readonly<Record<LeadStage, string>> = {
  new: 'blue',
  contacted: 'cyan',
  counselling_booked: 'grape',
  applied: 'indigo',
  enrolled: 'green',
  closed: 'gray',
};

/** The lead's stage (a closed one with its reason) and, in words, whether it is overdue. */
export function StageBadges({
  lead,
}: {
  lead: Pick<LeadRow, 'stage' | 'closedReason' | 'overdue'>;
}) {
  const stage =
    lead.stage === 'closed' && lead.closedReason
      ? `${leadStageLabels.closed}: ${closedReasonLabels[lead.closedReason]}`
      : leadStageLabels[lead.stage];
  return (
    <Group gap={6} wrap="wrap">
      {/* The stage's colour behind dark text: readable at 4.5:1 on any row. */}
      <Badge color={stageColours[lead.stage]} variant="light" c="dark.8" tt="none">
        {stage}
      </Badge>
      {lead.overdue && (
        <Badge color="red.9" variant="filled" tt="none">
          Overdue
        </Badge>
      )}
    </Group>
  );
}
