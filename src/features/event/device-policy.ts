/**
 * What this device does with the data of the people who use it. A visitor's own phone keeps
 * their half-filled forms, names what waits in its outbox and offers to clear it all. A
 * counsellor's device at an event (event mode, decision 034) is shared by one student after
 * another: no drafts, the outbox's names behind the event's PIN, clearing by ending the event,
 * a return to the start page when left idle, and every lead marked with the event.
 *
 * Decided here, once, from the event-mode flag (a synchronous localStorage read: an ordinary
 * visitor's page loads none of event mode's code to learn it is off). Everything else reads
 * the policy, never the flag.
 */
import { isEventModeFlagged, useEventModeFlag } from './event-flag.ts';

export interface DevicePolicy {
  /** Half-filled forms are kept between visits. */
  keepsDrafts: boolean;
  /** The outbox's names and contact details wait behind the event's PIN. */
  locksOutbox: boolean;
  /** "Clear my data on this device" is offered (at an event, ending the event clears it). */
  offersClearing: boolean;
  /** The event's bar shows on every page, and the device returns to the start when left idle. */
  runsEvent: boolean;
  /** Submissions carry the event as their source and count in its tally. */
  collectsLeads: boolean;
}

/** A visitor's own device keeps and shows what is theirs; an event's device, nothing between students. */
function policyFor(eventRuns: boolean): DevicePolicy {
  return {
    keepsDrafts: !eventRuns,
    locksOutbox: eventRuns,
    offersClearing: !eventRuns,
    runsEvent: eventRuns,
    collectsLeads: eventRuns,
  };
}

/** The policy now (outside React, or at the moment of a submission). */
export function devicePolicy(): DevicePolicy {
  return policyFor(isEventModeFlagged());
}

/** The policy, followed as event mode starts or ends in any tab; a visitor's before hydration. */
export function useDevicePolicy(): DevicePolicy {
  return policyFor(useEventModeFlag());
}
