import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@site/common';
import { FONT_FAMILY } from './fonts';

// Angkor sandstone and deep temple-pond teal, with a laterite accent for calls to action.
const palette = {
  primary: { main: '#0e5350', light: '#3d7f7b', dark: '#093836', contrastText: '#ffffff' },
  secondary: { main: '#b4532a', light: '#d9822b', dark: '#8a3c1d', contrastText: '#ffffff' },
  background: { default: '#f8f4ec', paper: '#ffffff' },
  text: { primary: '#1d2b2a', secondary: '#4a5756' },
  divider: 'rgba(14, 83, 80, 0.14)',
} as const;

const focusRing = { outline: `3px solid ${palette.secondary.light}`, outlineOffset: 2 };

/**
 * The site theme for one language. Khmer stacks vowels and subscript consonants above and below the
 * line, so Khmer text gets more line height; no variant uses letter-spacing or uppercase, which break
 * Khmer clusters (and the theme is shared by both languages).
 */
export function createAppTheme(language: Language): Theme {
  const km = language === 'km';
  const body = km ? 1.8 : 1.6;
  const heading = km ? 1.6 : 1.25;
  const plain = { letterSpacing: 0, textTransform: 'none' } as const;

  return createTheme({
    palette,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: FONT_FAMILY,
      fontWeightRegular: 400,
      fontWeightMedium: 700,
      fontWeightBold: 700,
      h1: { ...plain, fontWeight: 700, fontSize: 'clamp(1.875rem, 1.4rem + 2.2vw, 3rem)', lineHeight: heading },
      h2: { ...plain, fontWeight: 700, fontSize: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.25rem)', lineHeight: heading },
      h3: { ...plain, fontWeight: 700, fontSize: '1.5rem', lineHeight: heading },
      h4: { ...plain, fontWeight: 700, fontSize: '1.25rem', lineHeight: heading },
      h5: { ...plain, fontWeight: 700, fontSize: '1.125rem', lineHeight: heading },
      h6: { ...plain, fontWeight: 700, fontSize: '1rem', lineHeight: heading },
      subtitle1: { ...plain, fontSize: '1.0625rem', lineHeight: body },
      subtitle2: { ...plain, fontWeight: 700, fontSize: '0.9375rem', lineHeight: body },
      body1: { ...plain, fontSize: '1rem', lineHeight: body },
      body2: { ...plain, fontSize: '0.9375rem', lineHeight: body },
      button: { ...plain, fontWeight: 700, fontSize: '0.9375rem', lineHeight: km ? 1.6 : 1.5 },
      caption: { ...plain, fontSize: '0.8125rem', lineHeight: body },
      overline: { ...plain, fontWeight: 700, fontSize: '0.8125rem', lineHeight: body },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          html: { WebkitTextSizeAdjust: '100%' },
          body: { lineHeight: body },
          ':focus-visible': focusRing,
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
      // MUI removes the native outline on buttons; a visible ring keeps keyboard focus obvious. By
      // :focus-visible too, not only MUI's class: content pages run no React (app/behaviours.ts).
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible, &:focus-visible': focusRing } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 20, minHeight: 44 } },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing } } },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { borderRadius: 20, border: `1px solid ${palette.divider}`, backgroundColor: palette.background.paper },
        },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
      // A chip grows with its text: Khmer's stacked vowels and subscripts were cut by MUI's fixed height.
      MuiChip: {
        styleOverrides: {
          root: { height: 'auto' },
          sizeSmall: { minHeight: 24 },
          sizeMedium: { minHeight: 32 },
          label: { paddingBlock: 2, lineHeight: km ? 1.7 : 1.5 },
        },
      },
    },
  });
}
