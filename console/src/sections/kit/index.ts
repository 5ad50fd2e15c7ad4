// Building blocks the console's own sections share: page frame, table, pager, confirm dialog.
export { ConfirmDialog } from './ConfirmDialog';
export { ConsolePage } from './ConsolePage';
export { default as kit } from './kit.module.css';
export { Modal } from './Modal';
export { Pager } from './Pager';
export { type Column, Table } from './Table';
export { useCan } from './useCan';
