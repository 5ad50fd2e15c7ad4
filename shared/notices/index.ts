export { categoryNoticesApi, NOTICE_CATEGORY, type PageNotice } from './api';
export { CategoryNotices } from './CategoryNotices';
