export { HotLotteries } from './widgets/HotLotteries';
