import { Button, Collapse, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { leadStageLabels, leadStages } from '../../domain/lead-workflow.ts';
import type { LeadChoices } from '../api/lead-types.ts';
import type { LeadQuery } from '../api/leads.ts';
import { kindNames } from './lead-format.ts';

/** The filters the inbox keeps in its address, so a filtered list can be bookmarked or shared. */
export const filterNames = [
  'kind',
  'stage',
  'course',
  'event',
  'assigned',
  'overdue',
  'search',
] as const;

export function filterOf(params: URLSearchParams): LeadQuery {
  const query: Record<string, string> = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  return query;
}

const any = 'any';
/** The Event filter's value for leads sent from the website, not at an event. */
const website = 'website';
const eventPrefix = 'event:';

function eventValue(query: LeadQuery): string {
  if (query.event === undefined) return any;
  return query.event === '' ? website : `${eventPrefix}${query.event}`;
}

/** How long typing rests before the list is searched. */
const searchPauseMs = 300;

export function InboxFilters({
  query,
  choices,
  folded,
  onChange,
}: {
  query: LeadQuery;
  choices: LeadChoices | undefined;
  /** On a phone: the filters fold away under a button naming how many are on. */
  folded: boolean;
  /** The new filter; `undefined` removes that one. */
  onChange(changes: Partial<Record<(typeof filterNames)[number], string | undefined>>): void;
}) {
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  useEffect(() => {
    const typed = search.trim();
    if (typed === (query.search ?? '')) return;
    const timer = setTimeout(
      () => onChange({ search: typed === '' ? undefined : typed }),
      searchPauseMs,
    );
    return () => clearTimeout(timer);
  }, [search, query.search, onChange]);

  const pick = (name: (typeof filterNames)[number]) => (value: string | null) =>
    onChange({ [name]: value === null || value === any ? undefined : value });
  const courses = [
    ...new Set([...(choices?.courses ?? []), ...(query.course ? [query.course] : [])]),
  ];
  const events = [...new Set([...(choices?.events ?? []), ...(query.event ? [query.event] : [])])];
  const anyFilter = Object.keys(query).length > 0;
  const [open, setOpen] = useState(false);
  const on = filterNames.filter((name) => name !== 'search' && query[name] !== undefined).length;

  return (
    <search aria-label="Filter leads">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: search.trim() || undefined });
        }}
      >
        <TextInput
          label="Search by name, email or phone"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          autoComplete="off"
          mb="sm"
        />
        {folded && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
            aria-expanded={open}
            aria-controls="lead-filters"
            onClick={() => setOpen((value) => !value)}
          >
            {on > 0 ? `Filters (${on} on)` : 'Filters'}
          </Button>
        )}
        <Collapse expanded={!folded || open} id="lead-filters" mt={folded ? 'sm' : 0}>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
            <Select
              label="Kind"
              value={query.kind ?? any}
              onChange={pick('kind')}
              allowDeselect={false}
              data={[
                { value: any, label: 'All kinds' },
                { value: 'inquiries', label: kindNames.inquiries },
                { value: 'applications', label: kindNames.applications },
              ]}
            />
            <Select
              label="Stage"
              value={query.stage ?? any}
              onChange={pick('stage')}
              allowDeselect={false}
              data={[
                { value: any, label: 'All stages' },
                ...leadStages.map((stage) => ({ value: stage, label: leadStageLabels[stage] })),
              ]}
            />
            <Select
              label="Assigned"
              value={query.assigned ?? any}
              onChange={pick('assigned')}
              allowDeselect={false}
              data={[
                { value: any, label: 'Any' },
                { value: 'me', label: 'To me' },
                { value: 'anyone', label: 'To someone' },
                { value: 'nobody', label: 'To nobody' },
              ]}
            />
            <Select
              label="Follow-up"
              value={query.overdue === 'true' ? 'true' : any}
              onChange={pick('overdue')}
              allowDeselect={false}
              data={[
                { value: any, label: 'Any' },
                { value: 'true', label: 'Overdue' },
              ]}
            />
            <Select
              label="Course"
              value={query.course ?? any}
              onChange={pick('course')}
              allowDeselect={false}
              searchable={courses.length > 8}
              data={[
                { value: any, label: 'All courses' },
                ...courses.map((course) => ({ value: course, label: course || 'None given' })),
              ]}
            />
            <Select
              label="Source"
              value={eventValue(query)}
              onChange={(value) => {
                if (value === null || value === any) onChange({ event: undefined });
                else if (value === website) onChange({ event: '' });
                else onChange({ event: value.slice(eventPrefix.length) });
              }}
              allowDeselect={false}
              searchable={events.length > 8}
              data={[
                { value: any, label: 'Every source' },
                { value: website, label: 'Website' },
                ...events.map((event) => ({ value: `${eventPrefix}${event}`, label: event })),
              ]}
            />
          </SimpleGrid>
        </Collapse>
        {anyFilter && (
          <Group mt="sm">
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => {
                setSearch('');
                onChange(Object.fromEntries(filterNames.map((name) => [name, undefined])));
              }}
            >
              Clear filters
            </Button>
          </Group>
        )}
      </form>
    </search>
  );
}
