import { ApolloProvider } from '@apollo/client/react';
import { Box, Typography } from '@mui/material';
import { SITE } from '@site/common';
import { getApolloClient } from '../../../app/apollo';
import { useT } from '../../../app/language';
import { useServerTimeSubscription, useSiteInfoQuery } from '../../../gql/hooks';
import { formatOpeningHours } from './officeHours';

/** "Siem Reap 14:32 · Open now (Mon–Fri 9:00 AM–5:00 PM)", live from the server's clock. */
export function OfficeStatusLine() {
  const { t, language } = useT();
  const info = useSiteInfoQuery({ variables: { language } });
  const hours = info.data?.siteInfo.openingHours;
  // No socket while the API is unreachable: the clock is only useful next to known hours.
  const clock = useServerTimeSubscription({ skip: !hours });
  // Nothing rather than something misleading: no line until the hours are known.
  if (!hours) return null;

  const hoursText = formatOpeningHours(hours, t);
  const now = clock.data?.serverTime;
  if (!now) return <Typography variant="body2">{t('officeStatus.hoursOnly', { hours: hoursText })}</Typography>;

  return (
    <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          flex: 'none',
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: now.isBusinessOpen ? '#7bd88f' : '#e0a080',
        }}
      />
      <span>
        {t('officeStatus.line', {
          city: SITE.address.city[language],
          time: now.businessLocalTime,
          state: t(now.isBusinessOpen ? 'officeStatus.open' : 'officeStatus.closed'),
          hours: hoursText,
        })}
      </span>
    </Typography>
  );
}

export default function OfficeStatus() {
  return (
    <ApolloProvider client={getApolloClient()}>
      <OfficeStatusLine />
    </ApolloProvider>
  );
}
