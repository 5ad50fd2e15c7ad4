import { Button, Field, formatMoney, Popup, TextArea, toast, useIdempotencyKey } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { syndicatesApi } from '../api/syndicates';
import type { SlipSummary } from './estimate';
import styles from './syndicate.module.css';
import { slipTicket } from './ticket';
import { useSlip } from './useSlip';

interface SyndicateSheetProps {
  open: boolean;
  onClose(): void;
  summary: SlipSummary;
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6);

/**
 * 发起合买 from the slip: its stake split into 1-yuan shares, the initiator's own part (at least 5%, the
 * server's rule), an optional 保底, the commission on profit (0–10%), who may see it and when the ticket shows.
 * The server checks it all again; its refusal is toasted and the sheet stays for a retry with the same key.
 */
export function SyndicateSheet({ open, onClose, summary }: SyndicateSheetProps) {
  const navigate = useNavigate();
  const totalShares = Math.floor(Number(summary.stake));
  const leastOwn = Math.max(1, Math.ceil((totalShares * 5) / 100));
  const [own, setOwn] = useState('');
  const [guarantee, setGuarantee] = useState('0');
  const [commission, setCommission] = useState('5');
  const [isPublic, setIsPublic] = useState(true);
  const [ticketAlways, setTicketAlways] = useState(true);
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey('syndicate');
  if (!open) return null;
  const ownShares = own === '' ? leastOwn : Number(own);
  const held = ownShares + Number(guarantee || 0);

  const start = async () => {
    const body = {
      ...slipTicket(summary),
      own_shares: ownShares,
      guarantee_shares: Number(guarantee || 0),
      commission_rate: Number(commission || 0),
      is_public: isPublic,
      ticket_visibility: ticketAlways ? ('always' as const) : ('after_deadline' as const),
      description: description.trim(),
    };
    setBusy(true);
    try {
      const created = await syndicatesApi.create(body, key.keyFor(JSON.stringify(body)));
      key.done();
      toast.success('合买发起成功');
      useSlip.getState().clear();
      onClose();
      const code = created.share_code && !created.is_public ? `&code=${created.share_code}` : '';
      navigate(`/syndicatePages/detail?id=${created.id}${code}`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : '发起合买失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup open onClose={onClose} aria-label="发起合买">
      <div className={styles.sheet} data-testid="syndicate-sheet">
        <header className={styles.head}>
          <strong>发起合买</strong>
          <small>
            总额 {formatMoney(summary.stake)} 元 · 共{totalShares}份 · 每份1元
          </small>
        </header>
        <div className={styles.form}>
          <Field
            label="自购份数"
            inputMode="numeric"
            value={own === '' ? String(leastOwn) : own}
            onChange={(text) => setOwn(digits(text))}
          />
          <p className={styles.hint}>发起人至少自购5%（{leastOwn}份）</p>
          <Field
            label="保底份数"
            inputMode="numeric"
            value={guarantee}
            onChange={(text) => setGuarantee(digits(text))}
          />
          <p className={styles.hint}>截止时未满员，由保底补足；未用部分退回</p>
          <Field
            label="佣金比例(%)"
            inputMode="numeric"
            value={commission}
            onChange={(text) => setCommission(digits(text).slice(0, 2))}
          />
          <p className={styles.hint}>中奖且盈利时按盈利提成，最高10%</p>
          <div className={styles.choices}>
            <label>
              <input
                type="checkbox"
                checked={isPublic}
                onChange={(event) => setIsPublic(event.target.checked)}
              />
              公开到合买大厅
            </label>
          </div>
          <div className={styles.choices} role="radiogroup" aria-label="方案公开">
            <label>
              <input
                type="radio"
                name="ticket"
                checked={ticketAlways}
                onChange={() => setTicketAlways(true)}
              />
              立即公开方案
            </label>
            <label>
              <input
                type="radio"
                name="ticket"
                checked={!ticketAlways}
                onChange={() => setTicketAlways(false)}
              />
              截止后公开
            </label>
          </div>
          <TextArea label="合买宣言（选填）" value={description} maxLength={200} onChange={setDescription} />
        </div>
        <footer className={styles.foot}>
          <div className={styles.figures}>
            需支付 <strong data-testid="syndicate-held">{held}</strong> 元（含保底）
          </div>
          <Button variant="ghost" onClick={onClose}>
            返回
          </Button>
          <Button loading={busy} onClick={() => void start()}>
            确认发起
          </Button>
        </footer>
      </div>
    </Popup>
  );
}
