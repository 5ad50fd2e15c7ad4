export { FormSheet } from './account/FormSheet';
export { PasswordField } from './account/PasswordField';
export { PaymentPasswordSheet } from './account/PaymentPasswordSheet';
export { AmountInput, type AmountInputProps, sanitizeAmount } from './components/AmountInput';
export { Button, type ButtonProps } from './components/Button';
export { Cell, CellGroup, type CellProps } from './components/Cell';
export { Countdown, type CountdownProps, formatRemaining } from './components/Countdown';
export { Dialog, type DialogProps } from './components/Dialog';
export { Empty } from './components/Empty';
export { type Entry, EntryGrid } from './components/EntryGrid';
export { Field, type FieldProps } from './components/Field';
export { type Chip, Chips, type ChipsProps } from './components/filters/Chips';
export { DayRangeFilter } from './components/filters/DayRangeFilter';
export {
  type DayRange,
  type DayRangeKey,
  type DayRangeQuery,
  dayRange,
  rangeKey,
} from './components/filters/day-ranges';
export { InfiniteList, type InfiniteListProps } from './components/InfiniteList';
export { ListRow } from './components/ListRow';
export { goBack, HOME_HASH, NavBar, type NavBarProps } from './components/NavBar';
export { Page, type PageProps } from './components/Page';
export { Popup, type PopupProps } from './components/Popup';
export { PullToRefresh, type PullToRefreshProps } from './components/PullToRefresh';
export { clearRequestCache, forgetLastUsersAnswers, invalidateRequests } from './components/request-cache';
export { Section } from './components/Section';
export { Skeleton } from './components/Skeleton';
export { type TabItem, Tabs, type TabsProps } from './components/Tabs';
export { Figure, Muted } from './components/Text';
export { TextArea, type TextAreaProps } from './components/TextArea';
export { type PagedList, usePagedList } from './components/use-paged-list';
export { type Requested, useRequest } from './components/use-request';
export { LoadingHost } from './loading/LoadingHost';
export {
  type ClaimedPath,
  type ClaimedTitles,
  type RouteTitles,
  titledRoute,
  useRouteTitleIn,
} from './route-titles';
export { mountStandalone } from './standalone/mount-standalone';
export { StandaloneApp } from './standalone/StandaloneApp';
export { applyStatusBarHeight, NAVBAR_HEIGHT, navBarHeight } from './status-bar';
export { TOAST_DURATIONS, type ToastItem, type ToastType, toast, useToastStore } from './toast/store';
export { ToastHost } from './toast/ToastHost';
