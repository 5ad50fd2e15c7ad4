import type { OpsModule } from '@app/shared/ops';
import { ApprovalQueuePage, ResettleQueuePage } from './pages/ApprovalQueuePage';
import { CreditRequestPage } from './pages/CreditRequestPage';
import { RechargeReviewPage } from './pages/RechargeReviewPage';
import { WithdrawReviewPage } from './pages/WithdrawReviewPage';

/** The finance team's operator pages, mounted by the operators' console at /ops/#/finance/<path>. */
const financeOps: OpsModule = {
  section: 'finance',
  title: '财务',
  pages: [
    {
      path: 'withdrawals',
      title: '提现审核',
      permission: 'finance.withdrawals',
      Component: WithdrawReviewPage,
    },
    { path: 'recharges', title: '充值审核', permission: 'finance.recharges', Component: RechargeReviewPage },
    { path: 'credits', title: '加款扣款', permission: 'finance.credit', Component: CreditRequestPage },
    { path: 'approvals', title: '复核队列', permission: 'finance.credit', Component: ApprovalQueuePage },
    // Traders decide 改判 without holding a finance permission, so the queue of those kinds has its own page.
    {
      path: 'resettle-approvals',
      title: '改判复核',
      permission: 'trading.settle',
      Component: ResettleQueuePage,
    },
  ],
};

export default financeOps;
