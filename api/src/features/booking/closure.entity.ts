import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CLOSURE_SOURCES = ['holiday', 'staff'] as const;
export type ClosureSource = (typeof CLOSURE_SOURCES)[number];

/**
 * A day or range of days the office is closed (dates in BUSINESS_TIMEZONE, `from` to `to`
 * inclusive): no start on them is offered or accepted. Bookings already made stay; staff see them
 * beside the closure.
 */
export const Closure = defineEntity({
  name: 'Closure',
  tableName: 'closures',
  checks: [{ name: 'closures_to_after_from', expression: '"to" >= "from"' }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    from: p.date().index(),
    to: p.date().index(),
    reasonEn: p.string().length(200),
    reasonKm: p.string().length(200),
    source: p.string().length(10).$type<ClosureSource>(),
    /** The staff member who entered it (null for a seeded holiday). */
    createdBy: p.string().length(254).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Closure = InferEntity<typeof Closure>;

/**
 * One row per year whose fixed-date public holidays were added: a later start (or a second
 * instance) adds nothing again, so a holiday staff removed stays removed.
 */
export const HolidaySeed = defineEntity({
  name: 'HolidaySeed',
  tableName: 'holiday_seeds',
  properties: {
    year: p.integer().primary().autoincrement(false),
    seededAt: p.datetime().onCreate(() => new Date()),
  },
});
export type HolidaySeed = InferEntity<typeof HolidaySeed>;
