import { Alert, Box, CircularProgress, Container, Typography } from '@mui/material';

/** The loading or error state of a page of stored content (only seen after client-side navigation). */
export function ContentState({ busy, message }: { busy: boolean; message: string }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, minHeight: '50vh' }}>
      {busy ? (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>{message}</Typography>
        </Box>
      ) : (
        <Alert severity="error">{message}</Alert>
      )}
    </Container>
  );
}
