import { memo, useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { Box, IconButton } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import {
  addDays,
  formatMonth,
  isSelectableDate,
  lastBookableDate,
  todayIn,
  weekdayName,
  weekdayOf,
  type Language,
} from '@site/common';
import { useT } from '../../../app/language';
import { VISUALLY_HIDDEN } from '../../../shared/visuallyHidden';

/** The weekdays' short names from Sunday, each its own (as Khmer calendars head their columns). */
const KM_WEEKDAYS = ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'];

/** One week row's height and a day's size, in px: six rows always fit, so no month moves the page. */
const ROW = 40;
const DAY = 36;

interface BookingCalendarProps {
  language: Language;
  timeZone: string;
  /** The office's zone (BUSINESS_TIMEZONE): which of the visitor's dates hold office hours. */
  officeZone: string;
  /** The month shown (yyyy-MM). */
  month: string;
  /** The shown month's dates with free time; undefined while they load. */
  days: ReadonlySet<string> | undefined;
  onMonthChange: (month: string) => void;
  /** yyyy-MM-dd or null */
  value: string | null;
  onChange: (date: string) => void;
  labelledBy: string;
}

/**
 * Whether a date has office hours on the visitor's clock, worked out once per date: the rule converts
 * starts of the day between the two zones, asked for each of the month's days.
 */
function selectableDates(timeZone: string, officeZone: string): (date: string) => boolean {
  const known = new Map<string, boolean>();
  const now = new Date();
  return (date) => {
    let open = known.get(date);
    if (open === undefined) {
      open = isSelectableDate(date, timeZone, { businessTimeZone: officeZone, now });
      known.set(date, open);
    }
    return open;
  };
}

/** The yyyy-MM month `by` months after (or before) `month`. */
function shiftMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The month's weeks as rows of seven cells (yyyy-MM-dd, or null before the 1st and after the last). */
function weeksOf(month: string, weekStart: number): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: (weekdayOf(first) - weekStart + 7) % 7 }, () => null);
  for (let date = first; date.startsWith(month); date = addDays(date, 1)) cells.push(date);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The key that moves the focus, and by how many days. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The month calendar of SPEC §2 with the dates of SPEC §5 disabled (past, beyond 60 days, no office
 * hours on the visitor's clock: a New York Sunday evening is Cambodia's Monday morning), judged in the
 * visitor's own time zone with the same rule the server applies, and every date without free time
 * (closed, fully booked, too soon) disabled too, from the server's answer for the shown month.
 *
 * A grid of plain buttons (the ARIA date grid): one tab stop for the month (the chosen date, else its
 * first free one), arrow keys from free day to free day (into the next or previous month too), Home and
 * End to the month's first and last free day, Page Up and Page Down a month back or on. It replaced
 * MUI X's DateCalendar, whose ~24 KB of code, ~42 styled day components and their first styles were
 * the largest part of the booking page's start on a phone after the app itself.
 */
function BookingCalendar(props: BookingCalendarProps) {
  const { language, timeZone, officeZone, month, days, onMonthChange, value, onChange, labelledBy } = props;
  const { t } = useT();
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  /** Where the keyboard was heading when it left the shown month: focused once that month's days are in. */
  const crossing = useRef<{ from: string; step: number } | null>(null);
  const { today, last } = useMemo(() => {
    const now = new Date();
    return { today: todayIn(timeZone, now), last: lastBookableDate(timeZone, now) };
  }, [timeZone]);
  const selectable = useMemo(() => selectableDates(timeZone, officeZone), [timeZone, officeZone]);
  const free = useCallback(
    (date: string) => date >= today && date <= last && Boolean(days?.has(date)) && selectable(date),
    [today, last, days, selectable],
  );
  const weekStart = language === 'km' ? 1 : 0;
  const weeks = useMemo(() => weeksOf(month, weekStart), [month, weekStart]);
  const freeDates = useMemo(
    () => weeks.flat().filter((date): date is string => date !== null && free(date)),
    [weeks, free],
  );
  const tabStop = value && value.startsWith(month) && free(value) ? value : (freeDates[0] ?? null);

  const focus = (date: string | null) => {
    if (date) grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  };
  const showMonth = (next: string, from: string | null = null, step = 1) => {
    crossing.current = from ? { from, step } : null;
    // The keyboard's day leaves with its month: the grid holds the focus while the next month loads.
    if (from) grid.current?.focus();
    onMonthChange(next);
  };

  // The keyboard crossed into another month: once its days are in, focus the first free day from where it
  // was heading, else the month's tab stop, else the grid stays focused. Only while the focus is still in
  // the calendar: a visitor who has moved on meanwhile (on a slow network) keeps their place.
  useEffect(() => {
    const pending = crossing.current;
    if (!pending || !days || !pending.from.startsWith(month)) return;
    crossing.current = null;
    if (!grid.current?.contains(document.activeElement)) return;
    let date = pending.from;
    while (date.startsWith(month) && !free(date)) date = addDays(date, pending.step);
    focus(date.startsWith(month) ? date : tabStop);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).dataset.date;
    const step = STEPS[event.key];
    // The grid itself (focused while a month loads): the arrows do not scroll the page meanwhile.
    if (!from) {
      if (step) event.preventDefault();
      return;
    }
    let target: string | null | undefined;
    if (step) {
      for (let date = addDays(from, step); date >= today && date <= last; date = addDays(date, step)) {
        if (!date.startsWith(month)) {
          showMonth(date.slice(0, 7), date, step);
          break;
        }
        if (free(date)) {
          target = date;
          break;
        }
      }
    } else if (event.key === 'Home') target = freeDates[0];
    else if (event.key === 'End') target = freeDates.at(-1);
    else if (event.key === 'PageUp' || event.key === 'PageDown') {
      const next = shiftMonth(month, event.key === 'PageUp' ? -1 : 1);
      if (next >= today.slice(0, 7) && next <= last.slice(0, 7)) showMonth(next, `${next}-01`, 1);
    } else return;
    event.preventDefault();
    focus(target ?? null);
  };

  const loading = days === undefined;
  return (
    <Box sx={styles}>
      <div className="head">
        <IconButton
          aria-label={t('booking.previousMonth')}
          disabled={month <= today.slice(0, 7)}
          onClick={() => showMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft />
        </IconButton>
        <p id={titleId} aria-live="polite">
          {formatMonth(month, language)}
        </p>
        <IconButton
          aria-label={t('booking.nextMonth')}
          disabled={month >= last.slice(0, 7)}
          onClick={() => showMonth(shiftMonth(month, 1))}
        >
          <ChevronRight />
        </IconButton>
      </div>
      {/* Always there, its text changing: a live region created with its text is often not read. */}
      <span role="status" className="hidden">
        {loading ? t('booking.daysLoading') : ''}
      </span>
      <div
        ref={grid}
        role="grid"
        tabIndex={-1}
        aria-colcount={7}
        aria-labelledby={`${labelledBy} ${titleId}`}
        aria-busy={loading || undefined}
        onKeyDown={onKeyDown}
      >
        <div role="row">
          {weeks[0]!.map((_, column) => {
            const weekday = (column + weekStart) % 7;
            const name = weekdayName(weekday, language);
            return (
              <span key={weekday} role="columnheader" aria-label={name} aria-colindex={column + 1}>
                {language === 'km' ? KM_WEEKDAYS[weekday] : name.charAt(0)}
              </span>
            );
          })}
        </div>
        <div role="rowgroup" className="weeks" aria-hidden={loading || undefined}>
          {weeks.map((week) => (
            <div role="row" key={week.find(Boolean)}>
              {week.map((date, column) =>
                date === null || loading ? (
                  <span key={date ?? column} className={date ? 'day' : undefined} aria-hidden="true">
                    {date && Number(date.slice(8))}
                  </span>
                ) : (
                  <button
                    key={date}
                    type="button"
                    role="gridcell"
                    // Its column, counted by screen readers from the cells they see: the month's first days
                    // follow hidden blanks (the 1st of December 2026 is a Tuesday, not a Sunday).
                    aria-colindex={column + 1}
                    className="day"
                    data-date={date}
                    disabled={!free(date)}
                    aria-selected={date === value}
                    aria-current={date === today ? 'date' : undefined}
                    tabIndex={date === tabStop ? 0 : -1}
                    onClick={() => onChange(date)}
                  >
                    {Number(date.slice(8))}
                  </button>
                ),
              )}
            </div>
          ))}
        </div>
      </div>
    </Box>
  );
}

/** One set of styles for the whole calendar (its days are plain elements, none styled on its own). */
const styles = {
  width: '100%',
  maxWidth: 360,
  mx: 'auto',
  '& .head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 },
  '& .head p': { m: 0, typography: 'subtitle1', fontWeight: 600 },
  '& [role="row"]': { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', justifyItems: 'center' },
  '& [role="columnheader"]': { color: 'text.secondary', typography: 'caption', lineHeight: `${DAY}px` },
  '& .weeks': { minHeight: ROW * 6 },
  '& .weeks [role="row"]': { height: ROW, alignItems: 'center' },
  '& .day': {
    width: DAY,
    height: DAY,
    display: 'grid',
    placeItems: 'center',
    p: 0,
    border: '1px solid transparent',
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'text.primary',
    font: 'inherit',
    typography: 'body2',
    cursor: 'pointer',
    touchAction: 'manipulation',
  },
  '& span.day, & .day:disabled': { color: 'text.disabled', cursor: 'default' },
  '& .day[aria-current="date"]': { borderColor: 'text.secondary' },
  '& .day:not(:disabled):hover': { bgcolor: 'action.hover' },
  // Also under the pointer that chose it (the hover rule above is more specific).
  '& .day[aria-selected="true"], & .day[aria-selected="true"]:not(:disabled):hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 600,
  },
  '& .day:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& .hidden': VISUALLY_HIDDEN,
} as const;

// Memoized: the page's other state (the form being typed in) does not draw the month again.
export default memo(BookingCalendar);
