import { Box, Typography } from '@mui/material';
import { formatUsd } from '@site/common';
import { useT } from '../../../app/language';

/** The KHQR red of the National Bank of Cambodia's card guideline. */
const KHQR_RED = '#E1232E';
const QR_SIZE = 232;

/**
 * The KHQR mark, drawn here (shapes and text, nothing fetched): the wordmark in white on the red
 * header, as the card guideline places it.
 */
function KhqrMark() {
  return (
    <svg width="92" height="26" viewBox="0 0 92 26" aria-hidden="true" focusable="false">
      <text
        x="0"
        y="21"
        fill="#fff"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="23"
        fontWeight="700"
        letterSpacing="1"
      >
        KHQR
      </text>
    </svg>
  );
}

/**
 * A KHQR code as the NBC KHQR card guideline shows it: a red header with the KHQR mark (its corner
 * cut), the payee's name and the amount, a dashed separator, then the QR code with the currency mark
 * in its centre (the code is drawn at error correction level H, so the mark never hides data it needs).
 */
export function KhqrCard({ qrImage, merchantName, amount }: { qrImage: string; merchantName: string; amount: number }) {
  const { t } = useT();
  const price = formatUsd(amount);
  return (
    <Box
      component="figure"
      data-testid="khqr-card"
      sx={{
        m: 0,
        mx: 'auto',
        width: 280,
        maxWidth: '100%',
        bgcolor: '#fff',
        color: '#000',
        borderRadius: '20px',
        overflow: 'hidden',
        boxShadow: '0 6px 24px rgba(0,0,0,0.16)',
        border: '1px solid rgba(0,0,0,0.06)',
      }}
    >
      <Box
        sx={{
          bgcolor: KHQR_RED,
          height: 52,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          // The guideline's cut corner, bottom right of the header.
          clipPath: 'polygon(0 0, 100% 0, 100% 62%, calc(100% - 22px) 100%, 0 100%)',
        }}
      >
        <KhqrMark />
      </Box>
      <Box component="figcaption" sx={{ px: 3, pt: 2, pb: 1.5 }}>
        <Typography data-testid="khqr-merchant" sx={{ fontSize: '0.95rem', color: '#3c3c3c', lineHeight: 1.4 }}>
          {merchantName}
        </Typography>
        <Typography
          data-testid="khqr-amount"
          sx={{ fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.25, mt: 0.25 }}
          aria-label={t('checkout.khqr.amountLabel', { amount: price })}
        >
          {price}
        </Typography>
      </Box>
      <Box aria-hidden sx={{ borderTop: '2px dashed rgba(0,0,0,0.22)', mx: 0 }} />
      <Box sx={{ position: 'relative', width: QR_SIZE, height: QR_SIZE, mx: 'auto', my: 2 }}>
        <Box
          component="img"
          src={qrImage}
          width={QR_SIZE}
          height={QR_SIZE}
          alt={t('checkout.khqr.qrAlt', { amount: price, merchant: merchantName })}
          sx={{ display: 'block', width: QR_SIZE, height: QR_SIZE, imageRendering: 'pixelated' }}
        />
        {/* The currency mark: US dollar, a white ring keeps it apart from the modules. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: 40,
            height: 40,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            bgcolor: '#000',
            color: '#fff',
            border: '4px solid #fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontFamily: 'Arial, Helvetica, sans-serif',
            fontWeight: 700,
            fontSize: 20,
            lineHeight: 1,
          }}
        >
          $
        </Box>
      </Box>
    </Box>
  );
}
