import { Box, Link, Typography } from '@mui/material';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import PhoneIcon from '@mui/icons-material/Phone';
import { useSiteSettings } from '../../settings';
import { useBusinessZone } from '../../../app/businessZone';
import { useT } from '../../../app/language';

/** SPEC §2 info strip: business hours, a phone line and a pointer to the AI chat. */
export function BookingInfo() {
  const contact = useSiteSettings();
  const { t, language } = useT();
  const office = useBusinessZone();
  const phone = (
    <Link href={contact.phoneHref} sx={{ fontWeight: 700 }}>
      {contact.phone}
    </Link>
  );
  const [before, after] = t('booking.infoPhone', { phone: '\u0000' }).split('\u0000');
  const items = [
    { icon: <AccessTimeIcon />, text: t('booking.infoHours', { zone: office.name(language) }) },
    {
      icon: <PhoneIcon />,
      text: (
        <>
          {before}
          {phone}
          {after}
        </>
      ),
    },
    { icon: <ChatBubbleOutlineIcon />, text: t('booking.infoChat') },
  ];
  return (
    <Box
      component="aside"
      aria-labelledby="booking-info-title"
      sx={{
        p: { xs: 2, md: 3 },
        borderRadius: 3,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        '& a': { color: 'inherit' },
      }}
    >
      <Typography id="booking-info-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('booking.infoTitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {items.map((item, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
            <Box aria-hidden="true" sx={{ display: 'flex', mt: 0.25 }}>
              {item.icon}
            </Box>
            <Typography variant="body2">{item.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
