export { type MockHandler, type MockReply, mockHttp, ok, type RecordedCall } from './http-mock';
export { stubEverythingInView } from './in-view';
export { describeRouteTable } from './route-table';
