import { Anchor, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { LeadList } from '../api/lead-types.ts';
import {
  fetchLeadChoices,
  fetchLeads,
  fetchPeople,
  type LeadQuery,
  leadExportHref,
} from '../api/leads.ts';
import { ProblemAlert } from '../layout/problem-alert.tsx';
import { Screen } from '../layout/screen.tsx';
import { errorMessage } from '../lib/error-message.ts';
import { useLoad } from '../lib/use-load.ts';
import { filterOf, InboxFilters } from './inbox-filters.tsx';
import { kindNames } from './lead-format.ts';
import { LeadCards, LeadTable } from './lead-list.tsx';
import { useNewLeads } from './new-leads.tsx';

type Listed =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: LeadList; loadingMore: boolean; moreProblem?: string };

/** "3 leads", "1000+ leads". */
function countText({ total, totalCapped }: LeadList): string {
  const figure = `${total.toLocaleString('en-IN')}${totalCapped ? '+' : ''}`;
  return `${figure} ${total === 1 && !totalCapped ? 'lead' : 'leads'}`;
}

/**
 * Every lead, newest first, as the filters in the address keep them: a page at a time from the
 * server, the next on "Show more". A lead arriving, or a change in how many are New (polled by
 * the shell), asks for the first page again, so a new lead shows without a reload.
 */
export function InboxScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const query = useMemo(() => filterOf(params), [params]);
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const [people] = useLoad(fetchPeople);
  const [choices] = useLoad(fetchLeadChoices);
  const { version: arrivals, answers } = useNewLeads();
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const latest = useRef(0);

  // What the poll last said had arrived (`arrivals`), and what the list on screen holds: set
  // when a list arrives, so a reload that failed is tried again at the poll's next answer.
  const arrivalsNow = useRef(arrivals);
  arrivalsNow.current = arrivals;
  const shown = useRef<string | undefined>(undefined);

  const load = useCallback((filter: LeadQuery, quietly: boolean) => {
    latest.current += 1;
    const request = latest.current;
    const seeing = arrivalsNow.current;
    if (!quietly) setListed({ status: 'loading' });
    fetchLeads(filter).then(
      (list) => {
        if (request !== latest.current) return;
        shown.current = seeing;
        setListed({ status: 'ready', list, loadingMore: false });
      },
      (error: unknown) =>
        request === latest.current &&
        // A reload that fails keeps what is shown; the poll's next answer tries again.
        !quietly &&
        setListed({ status: 'failed', message: errorMessage(error) }),
    );
  }, []);

  useEffect(() => load(query, false), [load, query]);
  // What arrived since: the first page again, kept on screen until the answer replaces it.
  useEffect(() => {
    if (answers === 0 || arrivalsNow.current === shown.current) return;
    if (shown.current === undefined) {
      // The list was asked for before the poll's first answer, at the same moment: it holds
      // what that answer knows.
      shown.current = arrivalsNow.current;
      return;
    }
    load(query, true);
  }, [answers, load, query]);

  const showMore = () => {
    if (listed.status !== 'ready' || listed.list.nextCursor === null) return;
    const { list } = listed;
    const request = latest.current;
    setListed({ status: 'ready', list, loadingMore: true });
    fetchLeads({ ...query, after: list.nextCursor as string }).then(
      (next) =>
        request === latest.current &&
        setListed({
          status: 'ready',
          list: { ...next, leads: [...list.leads, ...next.leads] },
          loadingMore: false,
        }),
      (error: unknown) =>
        request === latest.current &&
        setListed({ status: 'ready', list, loadingMore: false, moreProblem: errorMessage(error) }),
    );
  };

  const change = useCallback(
    (changes: Record<string, string | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const names = useMemo(
    () => new Map(people.status === 'ready' ? people.data.map((p) => [p.id, p.name]) : []),
    [people],
  );
  const nameOf = (id: string) => names.get(id) ?? 'Someone';
  const back = `${location.pathname}${location.search}`;

  return (
    <Screen title="Leads">
      <InboxFilters
        query={query}
        choices={choices.status === 'ready' ? choices.data : undefined}
        folded={!wide}
        onChange={change}
      />
      <Group justify="space-between" align="center" gap="sm">
        <Text role="status" fw={600}>
          {listed.status === 'ready' ? countText(listed.list) : ''}
        </Text>
        <ExportMenu query={query} />
      </Group>
      {listed.status === 'loading' ? (
        <Loader aria-label="Loading leads" role="status" />
      ) : listed.status === 'failed' ? (
        <ProblemAlert>
          <Stack gap="xs" align="flex-start">
            {listed.message}
            <Button variant="default" size="xs" onClick={() => load(query, false)}>
              Try again
            </Button>
          </Stack>
        </ProblemAlert>
      ) : listed.list.leads.length === 0 ? (
        <Text c="gray.7">
          {Object.keys(query).length > 0 ? 'No lead matches these filters.' : 'No leads yet.'}
        </Text>
      ) : (
        <>
          {wide ? (
            <LeadTable leads={listed.list.leads} nameOf={nameOf} back={back} />
          ) : (
            <LeadCards leads={listed.list.leads} nameOf={nameOf} back={back} />
          )}
          {listed.moreProblem && <ProblemAlert>{listed.moreProblem}</ProblemAlert>}
          {listed.list.nextCursor !== null && (
            <Group justify="center">
              <Button variant="default" onClick={showMore} loading={listed.loadingMore}>
                Show more
              </Button>
            </Group>
          )}
        </>
      )}
    </Screen>
  );
}

/**
 * The current list as CSV, with the CLI's columns: one kind at a time (their columns differ),
 * so without a Kind filter it asks which.
 */
function ExportMenu({ query }: { query: LeadQuery }) {
  const { after: _after, ...filter } = query;
  if (filter.kind === 'inquiries' || filter.kind === 'applications') {
    return (
      <Anchor href={leadExportHref(filter)} download size="sm" fw={600}>
        <Group gap={4} component="span">
          <IconDownload size={16} aria-hidden="true" />
          Export {kindNames[filter.kind].toLowerCase()} list (CSV)
        </Group>
      </Anchor>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          Export (CSV)
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(['inquiries', 'applications'] as const).map((kind) => (
          <Menu.Item key={kind} component="a" href={leadExportHref({ ...filter, kind })} download>
            {kind === 'inquiries' ? 'Inquiries' : 'Applications'} in this list
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
