import type { OutboxRecord } from '../lib/outbox/outbox-record.ts';

/** A queued application as the outbox keeps it, under the key `key-<id>`. */
export function application(id: string, email: string, savedAt = 1): OutboxRecord {
  return {
    id,
    kind: 'applications',
    payload: {
      fullName: 'Arun Kumar',
      email,
      phone: '',
      address: '',
      courseOfInterest: 'Robotics',
      levelOfEducation: 'PhD',
      message: '',
    },
    key: `key-${id}`,
    keyAt: Date.now(),
    savedAt,
    status: 'queued',
    attempts: 0,
    retryAt: 0,
    serverRetryAt: 0,
  };
}
