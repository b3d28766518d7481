import { loadEventModePanel } from '../../features/event/index.ts';
import { Container } from '../../ui/container.tsx';
import { deferred } from '../../ui/deferred.tsx';
import { PageHero } from '../../ui/page-hero.tsx';
import { usePageMeta } from '../../ui/use-page-meta.ts';

const description =
  'Counsellor tools: event mode collects inquiries and applications at an education fair on one device, with or without a connection.';

/** Its code (Mantine's inputs, the PIN's hashing) loads with this page only, never with another. */
const EventModePanel = deferred(loadEventModePanel);

export function EventPage() {
  usePageMeta({ title: 'Counsellor tools', description });
  return (
    <>
      <PageHero
        title="Counsellor tools"
        subtitle="Event mode: collect inquiries and applications from one student after another on this device, with or without a connection."
      />
      <Container size="sm">
        <EventModePanel />
      </Container>
    </>
  );
}
