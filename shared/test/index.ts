export { type MockHandler, type MockReply, mockHttp, ok, type RecordedCall } from './http-mock';
export { describeRouteTable } from './route-table';
