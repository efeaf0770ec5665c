import type { ReactNode } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ContentLink } from '@site/common';
import { useLocalize } from '../../app/language';
import { useLocalized } from '../useLocalized';
import { VISUALLY_HIDDEN } from '../visuallyHidden';

/** Text only screen readers (and search engines' link-text checks) see, e.g. the topic of a "Learn more". */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={VISUALLY_HIDDEN}>
      {children}
    </Box>
  );
}

interface LinkButtonProps extends Pick<ButtonProps, 'variant' | 'color' | 'size' | 'sx' | 'endIcon' | 'fullWidth'> {
  link: ContentLink;
  /** Said after the visible label, e.g. " about our services", so a short label still names its target. */
  hiddenSuffix?: string;
}

/** A content button (common/'s ContentLink) to a page of the current language. */
export function LinkButton({ link, hiddenSuffix, variant = 'contained', ...props }: LinkButtonProps) {
  const localize = useLocalize();
  const text = useLocalized();
  return (
    <Button component={RouterLink} to={localize(link.href)} variant={variant} {...props}>
      {text(link.label)}
      {hiddenSuffix && <VisuallyHidden> {hiddenSuffix}</VisuallyHidden>}
    </Button>
  );
}
