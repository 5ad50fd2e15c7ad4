export { ChunkLoadError, classifyChunkError } from './chunkErrors';
export { loadRemoteModule } from './loader';
export { RemoteBoundary } from './RemoteBoundary';
export { RemoteRoutePage } from './RemoteRoutePage';
export { RemoteWidget } from './RemoteWidget';
