// @app/shared/ops-ui: the one kit of every operators' console page, the console's own sections and the
// remotes' `./ops` pages. Not part of the singleton: each app bundles the parts it uses (CSS modules
// included); what must be one per page (toast, http, the operator's permissions) it reads from @app/shared.
export { ActionButton, type ActionButtonProps } from './ActionButton';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { Field, type FieldProps } from './Field';
export { FilterChips, type FilterChipsProps } from './FilterChips';
export { default as kit } from './kit.module.css';
export { OpsDialog, type OpsDialogProps } from './OpsDialog';
export { OpsForm, type OpsFormProps } from './OpsForm';
export { OpsPage, type OpsPageProps } from './OpsPage';
export { Pager, type PagerProps } from './Pager';
export { StatusChip, type StatusTone } from './StatusChip';
export { type Column, Table, type TableProps } from './Table';
export { useAction } from './use-action';
export { useCan } from './use-can';
