import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
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
import { useSearchParamsEditor } from '../../../app/searchParams';
import { useMutation, useQuery } from '@apollo/client/react';
import { findPackage, formatUsd, paymentsApi, type Language } from '@site/common';
import { useBusinessZone } from '../../../app/businessZone';
import { errorText, isForbidden } from '../../../app/graphql-errors';
import { useT } from '../../../app/language';
import { toast } from '../../../app/toast';
import type { PageProps } from '../../../app/pages';
import {
  ReconcileOrdersDocument,
  StaffOrderDocument,
  StaffOrdersDocument,
  type StaffOrderQuery,
  type StaffOrdersQuery,
} from '../../../gql/graphql';
import { RefundForm, RefundHistory } from '../components/RefundForm';
import {
  csvHrefOf,
  DetailFields,
  formatMoment,
  StaffDetail,
  StaffList,
  useSearchParamText,
  useStaffPage,
} from '../../../shared/staff-list';

/** The orders list's rows (graphql/StaffOrders.graphql). */
type AdminOrder = StaffOrdersQuery['orders']['rows'][number];

const STATUS_COLOR: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
  expired: 'default',
  cancelled: 'default',
  refunded: 'default',
  partially_refunded: 'warning',
};

const formatDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'km' ? 'km-KH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

const orderNumber = (order: Pick<AdminOrder, 'id'>) => order.id.slice(0, 8).toUpperCase();

function StatusChip({ status }: { status: string }) {
  const { t } = useT();
  return (
    <Chip
      size="small"
      color={STATUS_COLOR[status] ?? 'default'}
      label={t(`payments.status.${status}`, { defaultValue: status })}
    />
  );
}

type Translate = ReturnType<typeof useT>['t'];

function orderCells(order: AdminOrder, t: Translate, language: Language) {
  return {
    order: <code>{orderNumber(order)}</code>,
    date: formatDate(order.createdAt, language),
    package: findPackage(order.package)?.name[language] ?? order.package,
    amount: formatUsd(order.amountCents),
    // Something staff must look at (a payment that arrived wrong, a provider that disagrees): flagged beside
    // the status, told in full in the details.
    status: order.problem ? (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StatusChip status={order.status} />
        <Chip size="small" color="error" variant="outlined" label={t('payments.problem')} title={order.problem} />
      </Stack>
    ) : (
      <StatusChip status={order.status} />
    ),
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

/**
 * Words stay whole ("Professional", a status, a date); only the long tokens (an e-mail address, a
 * transaction id) may break, within a width. On a narrow window the table scrolls sideways.
 */
const WHOLE_WORDS = { overflowWrap: 'normal', hyphens: 'none' } as const;
const CELL_SX: Partial<Record<(typeof COLUMNS)[number], object>> = {
  order: { ...WHOLE_WORDS, whiteSpace: 'nowrap' },
  package: { ...WHOLE_WORDS, whiteSpace: 'nowrap' },
  amount: { whiteSpace: 'nowrap' },
  status: { ...WHOLE_WORDS, whiteSpace: 'nowrap' },
  email: { maxWidth: '24ch', overflowWrap: 'anywhere' },
  transaction: { maxWidth: '18ch', overflowWrap: 'anywhere' },
};

function OrdersTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen: (order: AdminOrder) => void }) {
  const { t, language } = useT();
  const rows = orders.map((order) => ({ order, cells: orderCells(order, t, language) }));
  const details = (order: AdminOrder) => (
    <Button size="small" variant="outlined" onClick={() => onOpen(order)}>
      {t('staffList.details')}
    </Button>
  );
  return (
    <>
      {/* Phones: one card per order. */}
      <Stack spacing={1.5} sx={{ display: { xs: 'flex', md: 'none' } }} data-testid="orders-cards">
        {rows.map(({ order, cells }) => (
          <Card key={order.id} variant="outlined">
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
              <Box sx={{ gridColumn: '1 / -1', mt: 0.5 }}>{details(order)}</Box>
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
              <TableCell>
                <Box
                  component="span"
                  sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                >
                  {t('staffList.details')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ order, cells }) => (
              <TableRow key={order.id} hover>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'amount' ? 'right' : 'left'}
                    sx={CELL_SX[column] ?? WHOLE_WORDS}
                  >
                    {cells[column]}
                  </TableCell>
                ))}
                <TableCell>{details(order)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Fields of the order that say nothing staff need here: the method says the provider, and Apollo's
 * type name is no field of the order. */
const HIDDEN_FIELDS = new Set(['provider', '__typename', 'refunds']);

/**
 * One order in full. Every field graphql/StaffOrder.graphql asks for is listed (a label from the locale
 * where there is one, else the field's name), so a field added to the document shows up here by itself.
 */
function OrderDetail({ id, initial, onClose }: { id: string; initial?: AdminOrder; onClose: () => void }) {
  const { t, language } = useT();
  const office = useBusinessZone();
  const detail = useQuery(StaffOrderDocument, { variables: { id } });
  const order = detail.data?.order ?? initial;
  const value = (key: string, raw: unknown): ReactNode => {
    if (raw === null || raw === undefined || raw === '') return t('staffList.none');
    if ((key === 'amountCents' || key === 'refundedCents') && typeof raw === 'number') return formatUsd(raw);
    if (key === 'status') return <StatusChip status={String(raw)} />;
    if (key === 'method') return t(`payments.method.${String(raw)}`, { defaultValue: String(raw) });
    if (key === 'package') return findPackage(String(raw))?.name[language] ?? String(raw);
    if (key === 'customerEmail') return <Link href={`mailto:${String(raw)}`}>{String(raw)}</Link>;
    if (key === 'language' && (raw === 'en' || raw === 'km')) return t(`submissions.languages.${raw}`);
    if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(raw)) return formatMoment(raw, office.timeZone, language);
    return typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
  };
  const label = (key: string) =>
    t(`payments.fields.${key}`, { defaultValue: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()) });
  return (
    <StaffDetail
      id="order-detail"
      title={
        order
          ? t('payments.detailTitle', { number: orderNumber(order) })
          : detail.error
            ? t('staffList.notFound')
            : t('payments.loadingOne')
      }
      loading={!order && !detail.error ? t('payments.loadingOne') : undefined}
      error={!order && detail.error ? errorText(detail.error, t('payments.loadOneFailed')) : undefined}
      onClose={onClose}
    >
      {order && (
        <DetailFields
          fields={Object.entries(order)
            .filter(([key]) => !HIDDEN_FIELDS.has(key))
            .map(([key, raw]): [string, ReactNode] => [label(key), value(key, raw)])}
        />
      )}
      {detail.data?.order && (
        <>
          <RefundHistory order={detail.data.order} />
          <RefundForm
            key={detail.data.order.refundedCents}
            order={detail.data.order}
            onRefunded={(saved) =>
              detail.updateQuery((current) =>
                current.order
                  ? { order: { ...(current.order as StaffOrderQuery['order']), ...saved } }
                  : (current as StaffOrderQuery),
              )
            }
          />
        </>
      )}
    </StaffDetail>
  );
}

/** Compares the last 7 days of orders with their providers now (it also runs daily) and says what it found. */
function ReconcileButton({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const [reconcile, { loading }] = useMutation(ReconcileOrdersDocument);
  const run = async () => {
    try {
      const { data } = await reconcile();
      const report = data!.reconcileOrders;
      toast({
        title: t('payments.reconcile.done', {
          checked: report.checked,
          fixed: report.fixed.length,
          reported: report.reported.length,
          unanswered: report.unanswered,
        }),
      });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: t('payments.reconcile.failed'), description: errorText(error, '') });
    }
  };
  return (
    <Button variant="outlined" disabled={loading} onClick={() => void run()} sx={{ mb: 3 }}>
      {loading ? t('payments.reconcile.running') : t('payments.reconcile.button')}
    </Button>
  );
}

/**
 * /payments for staff (DESIGN "Decisions"): every order (the `orders` query) in the staff list
 * (search, pages, CSV), each opening its details (`?order=`, the link of the "order paid" alert). A
 * paid order appears without a reload (the staffActivity subscription).
 */
export default function PaymentsPage({ routeId }: PageProps) {
  const { t } = useT();
  const [params, editParams] = useSearchParamsEditor();
  const openId = params.get('order');
  const [text, q, setText] = useSearchParamText();
  const orders = useStaffPage(StaffOrdersDocument, 'orders', { search: q || undefined }, { live: ['payment'] });
  const open = (id: string | undefined) =>
    editParams(
      (next) => {
        if (id) next.set('order', id);
        else next.delete('order');
      },
      { replace: !id },
    );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ mb: 1.5, color: 'primary.dark' }}>
        {t(`pages.${routeId}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('payments.intro')}
      </Typography>
      {/* Not offered to whom the orders are refused (staff without the admin role). */}
      {!isForbidden(orders.error) && <ReconcileButton onDone={orders.reload} />}
      <StaffList
        id="orders"
        list={orders}
        search={{ text, onChange: setText, label: t('payments.searchLabel') }}
        narrowed={Boolean(q)}
        csvHref={csvHrefOf(paymentsApi.orders.path, { q })}
        texts={{
          loading: t('payments.loading'),
          empty: t('payments.empty'),
          error: t('payments.error'),
          denied: t('payments.accessDenied.text'),
          count: (count) => t('payments.count', { count }),
        }}
      >
        {(rows) => <OrdersTable orders={rows} onOpen={(order) => open(order.id)} />}
      </StaffList>
      {openId && (
        <OrderDetail
          key={openId}
          id={openId}
          initial={orders.rows.find((order) => order.id === openId)}
          onClose={() => open(undefined)}
        />
      )}
    </Container>
  );
}
