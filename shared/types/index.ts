export type {
  ApiEnvelope,
  AppConfig,
  AppInfo,
  Flag,
  RemoteModule,
  RemoteRoute,
  RemotesManifest,
  UserInfo,
} from './domain';
