import fc from 'fast-check';
import { body, gql, maybe, text, type EntryPoint } from './fuzz.arbitraries.js';

// Issue 35's entry points for the fuzz suite: the team calendar settings (admins, GraphQL only).
// Addresses are loopback ports nothing listens on (and https:// ones like them): every reading fails
// fast with "connection refused", so the outage path (last known busy times, staff told once) runs
// too, without reaching out of the machine.

const calendarUrl = fc.oneof(
  fc.constantFrom(
    'http://127.0.0.1:9/team/work/',
    'https://127.0.0.1:9/caldav/',
    'http://localhost:9/cal/',
    'http://[::1]:9/cal/',
    'http://calendar.example.com/team/',
    'ftp://127.0.0.1/cal/',
    'https://user:secret@127.0.0.1:9/cal/',
    'javascript:alert(1)',
  ),
  fc.webUrl(),
);
const calendarInput = body(
  {
    name: fc.constantFrom('Team', 'ក្រុមការងារ'),
    url: fc.constantFrom('http://127.0.0.1:9/team/work/', 'https://127.0.0.1:9/caldav/'),
    username: fc.constantFrom('team', 'sokha@example.com'),
    password: fc.constantFrom('app-password', 'ពាក្យសម្ងាត់'),
    writeBookings: fc.boolean(),
  },
  { name: text, url: calendarUrl, username: text, password: text, writeBookings: fc.boolean() },
);
const id = fc.oneof(fc.uuid(), fc.string({ maxLength: 60 }));
const FIELDS = 'id name url username writeBookings lastSyncAt lastError failingSince busyCount';

export const CALENDAR_ENTRY_POINTS: EntryPoint[] = [
  {
    name: 'admin: team calendars (list, add, update, test, remove)',
    admin: true,
    request: fc.oneof(
      gql(`query { calendars { ${FIELDS} } }`, fc.constant({})),
      gql(
        `mutation($input: CalendarInput!) { addCalendar(input: $input) { ${FIELDS} } }`,
        fc.record({ input: calendarInput }, { requiredKeys: [] }),
      ),
      gql(
        `mutation($id: ID!, $input: CalendarInput!) { updateCalendar(id: $id, input: $input) { ${FIELDS} } }`,
        fc.record({ id: maybe(id), input: calendarInput }, { requiredKeys: [] }),
      ),
      gql(
        `mutation($id: ID!) { testCalendar(id: $id) { ${FIELDS} } }`,
        fc.record({ id: maybe(id) }, { requiredKeys: [] }),
      ),
      gql(
        'mutation($id: ID!) { removeCalendar(id: $id) { message } }',
        fc.record({ id: maybe(id) }, { requiredKeys: [] }),
      ),
    ),
  },
  {
    name: 'GraphQL team calendars without a session',
    refused: true,
    request: fc.oneof(
      gql(`query { calendars { ${FIELDS} } }`, fc.jsonValue()),
      gql(
        'mutation($id: ID!, $input: CalendarInput!) { addCalendar(input: $input) { id } updateCalendar(id: $id, input: $input) { id } testCalendar(id: $id) { id } removeCalendar(id: $id) { message } }',
        fc.jsonValue(),
      ),
    ),
  },
];
