import classes from './event-mode.module.css';
import type { Tally, TallyCounts } from './tally.ts';

function Row({ label, counts }: { label: string; counts: TallyCounts }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{counts.collected}</td>
      <td>{counts.delivered}</td>
      <td>{counts.waiting}</td>
      <td>{counts.discarded}</td>
    </tr>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">Collected</th>
        <th scope="col">Delivered</th>
        <th scope="col">Waiting</th>
        <th scope="col">Discarded</th>
      </tr>
    </thead>
  );
}

/** The event's tally: counts only, never a name. */
export function TallyTables({ tally }: { tally: Tally }) {
  return (
    <div className={classes.tally}>
      <table className={classes.table}>
        <caption>By kind</caption>
        <Head first="Kind" />
        <tbody>
          <Row label="Inquiries" counts={tally.byKind.inquiries} />
          <Row label="Applications" counts={tally.byKind.applications} />
          <Row label="Total" counts={tally.total} />
        </tbody>
      </table>
      {tally.byCourse.length > 0 && (
        <table className={classes.table}>
          <caption>By course</caption>
          <Head first="Course" />
          <tbody>
            {tally.byCourse.map(([course, counts]) => (
              <Row key={course} label={course || 'No course chosen'} counts={counts} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
