import { createContext, memo, useContext, useDeferredValue, useMemo } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/km';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { isSelectableDate, lastBookableDate, todayIn, type Language } from '@site/common';

/** The weekdays' short names from Sunday, each its own (as Khmer calendars head their columns). */
const KM_WEEKDAYS = ['អា', 'ច', 'អ', 'ពុ', 'ព្រ', 'សុ', 'ស'];

/** The picker's own labels in Khmer (MUI ships no Khmer locale). */
const KM_LOCALE_TEXT = {
  previousMonth: 'ខែមុន',
  nextMonth: 'ខែបន្ទាប់',
  openPreviousView: 'បើកទិដ្ឋភាពមុន',
  openNextView: 'បើកទិដ្ឋភាពបន្ទាប់',
  calendarViewSwitchingButtonAriaLabel: (view: string) =>
    view === 'year' ? 'កំពុងបង្ហាញឆ្នាំ ប្ដូរទៅប្រតិទិន' : 'កំពុងបង្ហាញប្រតិទិន ប្ដូរទៅជ្រើសរើសឆ្នាំ',
  todayButtonLabel: 'ថ្ងៃនេះ',
  datePickerToolbarTitle: 'ជ្រើសរើសកាលបរិច្ឆេទ',
  dateTableLabel: 'ជ្រើសរើសកាលបរិច្ឆេទ',
};

interface BookingCalendarProps {
  language: Language;
  timeZone: string;
  /** The office's zone (BUSINESS_TIMEZONE): which of the visitor's dates hold office hours. */
  officeZone: string;
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
 * every start of the day between the two zones, and the picker asks for each of the month's ~42 days
 * on every render (it was the largest part of the booking page's main-thread work on a phone).
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

/** The date (yyyy-MM-dd) the Tab key reaches in the shown month, or null when it has none. */
const TabStop = createContext<string | null>(null);

/**
 * A day of the grid with one tab stop for the whole month: the chosen date, else the month's first free
 * one. The picker's own tab stop is the day it last focused, today at first: a disabled day when today
 * is fully booked or too soon, and then no day at all could be reached with the keyboard (a visitor
 * without a mouse could not book). Arrow keys still move from day to day (the picker's own focus).
 */
function BookingDay(props: PickerDayProps) {
  const tabStop = useContext(TabStop);
  return <PickerDay {...props} tabIndex={props.day.format('YYYY-MM-DD') === tabStop ? 0 : -1} />;
}

/** What the calendar shows on its first render: the month's frame, its days still loading. */
const FRAME_FIRST: ReadonlySet<string> = new Set();

/**
 * The month calendar of SPEC §2 with the dates of SPEC §5 disabled (past, beyond 60 days, no office
 * hours on the visitor's clock: a New York Sunday evening is Cambodia's Monday morning), judged in the
 * visitor's own time zone with the same rule the server applies, and every date without free time
 * (closed, fully booked, too soon) disabled too, from the server's answer for the shown month.
 */
function BookingCalendar(props: BookingCalendarProps) {
  const { language, timeZone, officeZone, onMonthChange, value, onChange, labelledBy } = props;
  // Mounted, the calendar first commits its header and a loading month, then its ~42 days in a deferred
  // render of their own: one commit of all of it (and of their first styles) was a long task on a phone.
  const deferred = useDeferredValue(props.days, FRAME_FIRST);
  const days = deferred === FRAME_FIRST ? undefined : deferred;
  const { min, max } = useMemo(() => {
    const now = new Date();
    return { min: dayjs(todayIn(timeZone, now)), max: dayjs(lastBookableDate(timeZone, now)) };
  }, [timeZone]);
  const selectable = useMemo(() => selectableDates(timeZone, officeZone), [timeZone, officeZone]);
  const tabStop = useMemo(() => {
    if (!days) return null;
    if (value && days.has(value) && selectable(value)) return value;
    return [...days].filter(selectable).sort()[0] ?? null;
  }, [days, value, selectable]);

  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={language === 'km' ? 'km' : 'en'}
      localeText={language === 'km' ? KM_LOCALE_TEXT : undefined}
    >
      <TabStop value={tabStop}>
        <DateCalendar
          aria-labelledby={labelledBy}
          value={value ? dayjs(value) : null}
          onChange={(day: Dayjs | null) => day && onChange(day.format('YYYY-MM-DD'))}
          minDate={min}
          maxDate={max}
          views={['day']}
          // No fade of the month arrows as it appears (a forced layout of the whole page while React
          // commits) and no sliding months: the calendar of a phone-first page, without the motion.
          reduceAnimations
          loading={days === undefined}
          onMonthChange={(month: Dayjs) => onMonthChange(month.format('YYYY-MM'))}
          shouldDisableDate={(day: Dayjs) => {
            const date = day.format('YYYY-MM-DD');
            return !selectable(date) || (days !== undefined && !days.has(date));
          }}
          // MUI heads a column with the weekday's first letter: in Khmer ព for both ពុធ and ព្រហស្បតិ៍,
          // ស for សុក្រ and សៅរ៍, អ for អាទិត្យ and អង្គារ. Khmer calendars write the short names.
          dayOfWeekFormatter={(day: Dayjs) =>
            language === 'km' ? KM_WEEKDAYS[day.day()]! : day.format('dd').charAt(0)
          }
          slots={{ day: BookingDay }}
          sx={{ width: '100%', maxWidth: 360, mx: 'auto' }}
        />
      </TabStop>
    </LocalizationProvider>
  );
}

// Memoized: the page's other state (the form being typed in) does not draw the month again.
export default memo(BookingCalendar);
