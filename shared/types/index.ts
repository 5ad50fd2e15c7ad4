export type {
  ApiEnvelope,
  AppConfig,
  AppInfo,
  Flag,
  Paged,
  RemotesManifest,
  UserInfo,
} from './domain';
export type { RemoteModule, RemoteRoute } from './remote-module';
