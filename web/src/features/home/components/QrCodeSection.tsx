import { Box, Container, Typography } from '@mui/material';
import { HOME } from '@site/common';
import { useLocalized } from '../../../shared/useLocalized';

/** Size of the QR code image (SPEC §9): the server draws /qr-code.svg at this size. */
const QR_CODE_SIZE = 200;

/**
 * The QR code of the site's own address (GET /qr-code.svg, drawn by the server from PUBLIC_URL): a
 * plain image with fixed dimensions, so it needs no JavaScript and shifts nothing when it loads.
 */
export function QrCodeSection() {
  const text = useLocalized();
  return (
    <Box component="section" aria-labelledby="qr-code-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="md">
        <Box
          component="figure"
          sx={{
            m: 0,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: 'center',
            gap: { xs: 3, sm: 5 },
            p: { xs: 3, md: 5 },
            borderRadius: 6,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            component="img"
            src="/qr-code.svg"
            width={QR_CODE_SIZE}
            height={QR_CODE_SIZE}
            alt={text(HOME.qrCode.alt)}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', flex: 'none', bgcolor: '#ffffff' }}
          />
          <Box component="figcaption">
            <Typography id="qr-code-title" variant="h2" sx={{ color: 'primary.dark', mb: 1.5 }}>
              {text(HOME.qrCode.title)}
            </Typography>
            <Typography variant="body1" sx={{ color: 'text.secondary' }}>
              {text(HOME.qrCode.text)}
            </Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
