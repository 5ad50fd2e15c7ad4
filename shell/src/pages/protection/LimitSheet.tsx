import { Field, FormSheet, toast } from '@app/shared';
import { useState } from 'react';
import { type Limit, type Protection, protectionApi } from './protectionApi';
import { amountText, limitTitle } from './protectionText';

const MONEY = /^\d{1,10}(\.\d{1,2})?$/;
const MINUTES = /^\d{1,4}$/;

interface LimitSheetProps {
  limit: Limit;
  onClose: () => void;
  onSaved: (next: Protection) => void;
}

/** Sets one limit; empty removes it. Lowering applies at once, a raise or removal after 24 h and a confirmation. */
export function LimitSheet({ limit, onClose, onSaved }: LimitSheetProps) {
  const [value, setValue] = useState(limit.amount ? String(Number(limit.amount)) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const isTime = limit.kind === 'time';

  async function save() {
    const text = value.trim();
    if (text !== '' && !(isTime ? MINUTES : MONEY).test(text)) {
      setError(isTime ? '请输入整数分钟' : '请输入金额，最多两位小数');
      return;
    }
    if (text !== '' && Number(text) <= 0) {
      setError('限额必须大于0');
      return;
    }
    setSaving(true);
    try {
      const next = await protectionApi.setLimit(limit.kind, limit.period, text === '' ? null : text);
      const updated = next.limits.find((row) => row.kind === limit.kind && row.period === limit.period);
      if (updated?.pending) toast.show('提高或取消限额须24小时后再次确认才生效');
      else toast.success(`${limitTitle(limit)}已设为 ${amountText(limit.kind, updated?.amount ?? null)}`);
      onSaved(next);
      onClose();
    } catch {
      // Toasted by the http layer.
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormSheet
      open
      title={`设置${limitTitle(limit)}`}
      submitting={saving}
      onClose={onClose}
      onSubmit={save}
      hint="降低立即生效；提高或清空（不限）须等待24小时并再次确认后生效。"
    >
      <Field
        label={isTime ? '分钟' : '金额（元）'}
        value={value}
        onChange={(next) => {
          setValue(next);
          setError(null);
        }}
        error={error}
        inputMode={isTime ? 'numeric' : 'decimal'}
        placeholder="留空为不限"
        data-testid="limit-input"
      />
    </FormSheet>
  );
}
