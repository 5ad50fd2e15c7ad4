export {
  LOG_AUTO_UPLOAD_ENABLED,
  LOG_AUTO_UPLOAD_MS,
  LOG_UPLOAD_BATCH,
  type LogDeviceInfo,
  type LogQuery,
  logsApi,
  type ServerLog,
  type ServerLogPage,
  type ServerLogStats,
} from './api';
export {
  LOG_BUFFER_SIZE,
  LOG_LEVELS,
  LOG_TEXT_LIMIT,
  type LogCategory,
  type LogEntry,
  type LogLevel,
  logger,
  useLogStore,
} from './buffer';
export { captureConsole, consoleText } from './capture';
