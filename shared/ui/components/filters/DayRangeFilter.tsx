import { useState } from 'react';
import { beijingDate } from '../../../format';
import { Button } from '../Button';
import { Field } from '../Field';
import { Popup } from '../Popup';
import { Chips } from './Chips';
import styles from './Chips.module.css';
import { type DayRange, type DayRangeKey, QUICK_RANGE_CHIPS } from './day-ranges';

/** "11-21" of a YYYY-MM-DD day. */
const shortDay = (date: string) => date.slice(5);

/** Day range chips (全部, 今天, 近7天, 近30天) plus 自定义, which asks for two Beijing days. */
export function DayRangeFilter({
  value,
  onChange,
}: {
  value: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const today = beijingDate();
  const [editing, setEditing] = useState(false);
  const [start, setStart] = useState(value.key === 'custom' ? value.start_date : today);
  const [end, setEnd] = useState(value.key === 'custom' ? value.end_date : today);
  const error = !start || !end ? '请选择开始和结束日期' : start > end ? '开始日期不能晚于结束日期' : null;
  const customLabel =
    value.key === 'custom' ? `${shortDay(value.start_date)}~${shortDay(value.end_date)}` : '自定义';

  const pick = (key: DayRangeKey) => {
    if (key === 'custom') setEditing(true);
    else onChange({ key });
  };
  const confirm = () => {
    if (error) return;
    onChange({ key: 'custom', start_date: start, end_date: end });
    setEditing(false);
  };

  return (
    <>
      <Chips
        label="时间范围"
        chips={[...QUICK_RANGE_CHIPS, { key: 'custom', label: customLabel }]}
        active={value.key}
        onChange={pick}
      />
      <Popup open={editing} onClose={() => setEditing(false)} aria-label="自定义日期">
        <div className={styles.sheet}>
          <h2 className={styles.sheetTitle}>自定义日期</h2>
          <Field label="开始日期" type="date" value={start} max={today} onChange={setStart} />
          <Field label="结束日期" type="date" value={end} max={today} onChange={setEnd} error={error} />
          <Button block onClick={confirm} disabled={Boolean(error)}>
            确定
          </Button>
        </div>
      </Popup>
    </>
  );
}
