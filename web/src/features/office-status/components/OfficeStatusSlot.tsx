import { memo, useEffect, useRef } from 'react';
import { Box } from '@mui/material';
import { BUSINESS_HOURS, SITE } from '@site/common';
import { useT } from '../../../app/language';
import { OFFICE_STATUS_ATTRIBUTE, whenOfficeStatusWanted, type OfficeStatusMessages } from '../office-status';

/**
 * The office line's place in the footer: its height reserved in the prerendered HTML (nothing shifts
 * when it appears), its messages in the page's language and the opening hours (static, so they are
 * prerendered here rather than asked) for office-status.ts, which fills it in the
 * browser once the footer nears the viewport or the page settled: from here where React runs the page,
 * from enhance.ts on a content page before React. React leaves its content alone (an empty innerHTML
 * it never compares); a language change remounts it (key) with the other language's messages.
 */
function Slot() {
  const { t, language } = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? whenOfficeStatusWanted(ref.current) : undefined), []);
  const data: OfficeStatusMessages = {
    city: SITE.address.city[language],
    messages: t('officeStatus', { returnObjects: true }) as Record<string, unknown>,
    hours: { days: [...BUSINESS_HOURS.days], opens: BUSINESS_HOURS.opens, closes: BUSINESS_HOURS.closes },
  };
  return (
    <Box
      ref={ref}
      lang={language}
      {...{ [OFFICE_STATUS_ATTRIBUTE]: JSON.stringify(data) }}
      dangerouslySetInnerHTML={{ __html: '' }}
      sx={{
        minHeight: '3.6em',
        fontSize: '0.9375rem',
        '& .office-status': { display: 'flex', gap: 1, alignItems: 'baseline', m: 0, fontSize: '0.875rem' },
        '& .office-status-dot': { flex: 'none', width: 10, height: 10, borderRadius: '50%', bgcolor: '#e0a080' },
        '& .office-status-dot.open': { bgcolor: '#7bd88f' },
      }}
    />
  );
}

export const OfficeStatusSlot = memo(function OfficeStatusSlot() {
  const { language } = useT();
  return <Slot key={language} />;
});
