import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Container,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { findPackage, formatUsd, paymentsApi, type Json, type Language, type OrderView } from '@site/common';
import { errorText } from '../../../app/api-client';
import { useLocalize, useT } from '../../../app/language';
import { LoadMore } from '../../../app/LoadMore';
import type { PageProps } from '../../../app/pages';
import { useApiPages } from '../../../app/query';

/** GET /api/admin/orders' rows (common/src/api). */
type AdminOrder = Json<OrderView>;

const STATUS_COLOR = { paid: 'success', pending: 'warning', failed: 'error', expired: 'default' } as const;

const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

function StatusChip({ status }: { status: AdminOrder['status'] }) {
  const { t } = useT();
  return <Chip size="small" color={STATUS_COLOR[status]} label={t(`payments.status.${status}`)} />;
}

type Translate = ReturnType<typeof useT>['t'];

function orderCells(order: AdminOrder, t: Translate, language: Language) {
  return {
    order: <code>{order.id.slice(0, 8).toUpperCase()}</code>,
    date: formatDate(order.createdAt, language),
    package: findPackage(order.package)?.name[language] ?? order.package,
    amount: formatUsd(order.amountCents),
    status: <StatusChip status={order.status} />,
    method: t(`payments.method.${order.method}`),
    // Bakong's transaction hash, whole (staff look it up in the Bakong account); card payments have none.
    transaction: order.providerTransactionId ? (
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {order.providerTransactionId}
      </Typography>
    ) : (
      '—'
    ),
    email: order.customerEmail ? (
      <Link href={`mailto:${order.customerEmail}`}>{order.customerEmail}</Link>
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('payments.noEmail')}
      </Typography>
    ),
    paidAt: order.paidAt ? formatDate(order.paidAt, language) : t('payments.notPaid'),
  };
}

const COLUMNS = ['order', 'date', 'package', 'amount', 'status', 'method', 'email', 'paidAt', 'transaction'] as const;

function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  const { t, language } = useT();
  const rows = orders.map((order) => ({ id: order.id, cells: orderCells(order, t, language) }));
  return (
    <>
      {/* Phones: one card per order. */}
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="orders-cards">
        {rows.map(({ id, cells }) => (
          <Card key={id} variant="outlined">
            <CardContent sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}>
              {COLUMNS.map((column) => (
                <Box key={column} sx={{ display: 'contents' }}>
                  <Typography variant="body2" color="text.secondary">
                    {t(`payments.columns.${column}`)}
                  </Typography>
                  <Typography component="div" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {cells[column]}
                  </Typography>
                </Box>
              ))}
            </CardContent>
          </Card>
        ))}
      </Stack>
      <TableContainer sx={{ display: { xs: 'none', md: 'block' } }}>
        <Table size="small" aria-label={t('pages.payments.title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                  {t(`payments.columns.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ id, cells }) => (
              <TableRow key={id}>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'amount' ? 'right' : 'left'}
                    sx={column === 'transaction' ? { maxWidth: '18ch' } : undefined}
                  >
                    {cells[column]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** /payments for staff (DESIGN "Decisions"): every order from GET /api/admin/orders, admins only. */
export default function PaymentsPage({ routeId }: PageProps) {
  const { t } = useT();
  const localize = useLocalize();
  const orders = useApiPages(paymentsApi.orders, {});
  const status = orders.error?.status;
  // SPEC §6: a 403 is Access Denied.
  const state =
    orders.status === 'pending'
      ? { kind: 'loading' as const }
      : orders.status === 'success'
        ? { kind: 'loaded' as const, orders: orders.rows }
        : status === 403
          ? { kind: 'denied' as const }
          : status === 401
            ? { kind: 'signedOut' as const }
            : { kind: 'error' as const, message: errorText(orders.error, t('common.tryAgain')) };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('payments.intro')}
      </Typography>
      {state.kind === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography color="text.secondary">{t('payments.loading')}</Typography>
        </Box>
      )}
      {state.kind === 'denied' && (
        <Alert severity="error" data-testid="access-denied">
          <AlertTitle>{t('payments.accessDenied.title')}</AlertTitle>
          <Typography>{t('payments.accessDenied.text')}</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('payments.accessDenied.hint')}
          </Typography>
        </Alert>
      )}
      {state.kind === 'signedOut' && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={localize('/signin')} color="inherit" size="small">
              {t('payments.signIn')}
            </Button>
          }
        >
          {t('payments.signInRequired')}
        </Alert>
      )}
      {state.kind === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={orders.reload}>
              {t('payments.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('payments.error')}</AlertTitle>
          {state.message}
        </Alert>
      )}
      {state.kind === 'loaded' &&
        (state.orders.length === 0 ? (
          <Typography sx={{ py: 4 }} color="text.secondary">
            {t('payments.empty')}
          </Typography>
        ) : (
          <>
            <Stack direction="row" spacing={2} sx={{ mb: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {t('payments.count', { count: orders.total })}
              </Typography>
              <Button component="a" href={`${paymentsApi.orders.path}?format=csv`} size="small" variant="outlined">
                {t('payments.csv')}
              </Button>
            </Stack>
            <OrdersTable orders={state.orders} />
            <LoadMore hasMore={orders.hasMore} loading={orders.loadingMore} onClick={orders.loadMore} />
          </>
        ))}
    </Container>
  );
}
