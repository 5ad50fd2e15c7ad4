export { IndexModal } from './widgets/IndexModal';
export { MessagesEntry } from './widgets/MessagesEntry';
export { NoticeMarquee } from './widgets/NoticeMarquee';
