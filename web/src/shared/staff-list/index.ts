// The staff lists' building blocks (the inbox, the dashboard's dialogs, /payments): one list component
// with search, pages, CSV and every state; one detail dialog; relative times.
export { StaffList, csvHrefOf, type StaffListProps, type StaffListTexts } from './StaffList';
export { StaffDetail, DetailFields } from './StaffDetail';
export { AccessDenied, Notice, ADMIN_DIALOG_SLOT_PROPS } from './StaffNotices';
export { useStaffPage, useSearchText, useSearchParamText, PAGE_SIZES, type StaffPage } from './useStaffPage';
export { useStaffActivity, type StaffActivityEvent, type StaffActivityKind } from './useStaffActivity';
export { formatRelative, formatMoment } from './time';
export { useNow } from './useNow';
