export type {
  ApiEnvelope,
  AppConfig,
  AppInfo,
  Flag,
  Paged,
  RemoteModule,
  RemoteRoute,
  RemotesManifest,
  UserInfo,
} from './domain';
