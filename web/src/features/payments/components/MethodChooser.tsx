import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import QrCodeIcon from '@mui/icons-material/QrCode2Outlined';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import type { PaymentMethod } from '@site/common';
import { useT } from '../../../app/language';

const ICONS = { khqr: QrCodeIcon, payway: WalletIcon, card: CreditCardIcon } as const;

/** KHQR, then PayWay or Card, as large radio options (keyboard: arrow keys, as any radio group). */
export function MethodChooser({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
}) {
  const { t } = useT();
  return (
    <FormControl component="fieldset" sx={{ width: '100%', mb: 3 }}>
      <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'text.primary' }}>
        {t('checkout.method.title')}
      </FormLabel>
      <RadioGroup
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {methods.map((method) => {
          const Icon = ICONS[method];
          const selected = value === method;
          return (
            <FormControlLabel
              key={method}
              value={method}
              control={<Radio />}
              data-testid={`method-${method}`}
              sx={{
                m: 0,
                p: 1.5,
                pr: 2,
                alignItems: 'flex-start',
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 2,
                bgcolor: selected ? 'action.selected' : 'transparent',
                '&:focus-within': { outline: '3px solid', outlineColor: 'primary.light', outlineOffset: 2 },
              }}
              label={
                <Box sx={{ pt: 0.75 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}>
                    <Icon aria-hidden fontSize="small" />
                    {t(`checkout.method.${method}`)}
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(`checkout.method.${method}Hint`)}
                  </Typography>
                </Box>
              }
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
