export { IndexModal } from './widgets/IndexModal';
export { NoticeMarquee } from './widgets/NoticeMarquee';
