import { useRequest } from '@app/shared';
import { kit, OpsDialog, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import type { PlayOdds } from '../../api/sports';
import { type OpsMatch, opsMatchesApi } from '../api/opsMatches';
import matchStyles from './match.module.css';
import { versus } from './matchText';

interface Props {
  match: OpsMatch;
  onClose: () => void;
  onDone: () => void;
}

const ODDS = /^\d{1,6}(\.\d{1,2})?$/;

/** 调整赔率 of a match not yet started: one option of one play at a time, pushed live to players. */
export function OddsDialog({ match, onClose, onDone }: Props) {
  const detail = useRequest(() => opsMatchesApi.detail(match.id), `sports:OddsDialog:${String(match.id)}`);
  const plays = detail.status === 'ready' ? detail.data.plays : [];
  return detail.status === 'ready' && plays.length > 0 ? (
    <OddsForm match={match} plays={plays} onClose={onClose} onDone={onDone} />
  ) : (
    <OpsDialog title={`调整赔率：${versus(match)}`} onClose={onClose}>
      <p className={kit.muted}>{detail.status === 'loading' ? '正在读取玩法…' : '该比赛没有可调整的玩法'}</p>
    </OpsDialog>
  );
}

function OddsForm({ match, plays, onClose, onDone }: Props & { plays: PlayOdds[] }) {
  const [playKey, setPlayKey] = useState(plays[0]?.play ?? '');
  const play = plays.find((candidate) => candidate.play === playKey) ?? plays[0];
  const [optionCode, setOptionCode] = useState(play?.options[0]?.option ?? '');
  const option = play?.options.find((candidate) => candidate.option === optionCode) ?? play?.options[0];
  const [odds, setOdds] = useState(option?.odds ?? '');
  const [error, setError] = useState('');
  const { busy, run } = useAction(onDone);

  const choosePlay = (key: string) => {
    const next = plays.find((candidate) => candidate.play === key);
    setPlayKey(key);
    setOptionCode(next?.options[0]?.option ?? '');
    setOdds(next?.options[0]?.odds ?? '');
  };
  const chooseOption = (code: string) => {
    setOptionCode(code);
    setOdds(play?.options.find((candidate) => candidate.option === code)?.odds ?? '');
  };
  const save = () => {
    if (!play || !option) return;
    if (!ODDS.test(odds) || Number(odds) < 1) return setError('赔率须为不低于1.00的数值，最多两位小数');
    setError('');
    void run(
      () => opsMatchesApi.setOdds(match.id, { play: play.play, option: option.option, odds }),
      () => `${play.name} ${option.name} 赔率已改为 ${odds}`,
    );
  };

  return (
    <OpsDialog
      title={`调整赔率：${versus(match)}`}
      confirmText="保存"
      busy={busy}
      onClose={onClose}
      onConfirm={save}
    >
      <div className={matchStyles.row}>
        <label className={kit.label}>
          玩法
          <select
            className={kit.input}
            value={play?.play}
            onChange={(event) => choosePlay(event.target.value)}
          >
            {plays.map((candidate) => (
              <option key={candidate.play} value={candidate.play}>
                {candidate.name}
                {candidate.line ? ` (${candidate.line})` : ''}
              </option>
            ))}
          </select>
        </label>
        <label className={kit.label}>
          选项
          <select
            className={kit.input}
            value={option?.option}
            onChange={(event) => chooseOption(event.target.value)}
          >
            {play?.options.map((candidate) => (
              <option key={candidate.option} value={candidate.option}>
                {candidate.name}（现 {candidate.odds}）
              </option>
            ))}
          </select>
        </label>
        <label className={kit.label}>
          新赔率
          <input
            className={kit.input}
            inputMode="decimal"
            value={odds}
            onChange={(event) => setOdds(event.target.value.trim())}
          />
        </label>
      </div>
      {error && (
        <p className={kit.error} role="alert">
          {error}
        </p>
      )}
    </OpsDialog>
  );
}
