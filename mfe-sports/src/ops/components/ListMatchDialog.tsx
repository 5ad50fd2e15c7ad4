import { useRequest } from '@app/shared';
import { findPlay, SOMETIMES_SINGLE, sportOfType } from '@app/shared/betting';
import { DateTimeField, kit, OpsDialog, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type OpsLeague, opsMatchesApi } from '../api/opsMatches';
import matchStyles from './match.module.css';

interface Props {
  onClose: () => void;
  onDone: () => void;
}

/** Football and basketball: the sports the books price (tennis and volleyball come from the schedule only). */
const listable = (league: OpsLeague) => sportOfType(league.sport_type) !== undefined;

/** What the trader typed (Beijing time, as every match time of the console reads) as an instant. */
const beijingInstant = (value: string) => `${value}:00+08:00`;

/**
 * 新增比赛: a match the schedule lacks (a friendly, a rescheduled fixture) between two clubs of one league,
 * priced by the book's model; the trader chooses which two- and three-way plays are also sold as singles.
 */
export function ListMatchDialog({ onClose, onDone }: Props) {
  const leagues = useRequest(() => opsMatchesApi.leagues(), 'sports:ListMatchDialog:ops-leagues');
  const choices = leagues.status === 'ready' ? leagues.data.filter(listable) : [];
  return choices.length > 0 ? (
    <ListMatchForm leagues={choices} onClose={onClose} onDone={onDone} />
  ) : (
    <OpsDialog title="新增比赛" onClose={onClose}>
      <p className={kit.muted}>{leagues.status === 'loading' ? '正在读取联赛…' : '没有可新增比赛的联赛'}</p>
    </OpsDialog>
  );
}

function ListMatchForm({ leagues, onClose, onDone }: Props & { leagues: OpsLeague[] }) {
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? 0);
  const league = leagues.find((candidate) => candidate.id === leagueId) ?? leagues[0];
  const sport = sportOfType(league?.sport_type ?? 0) ?? 'football';
  const [homeId, setHomeId] = useState(league?.teams[0]?.id ?? 0);
  const [awayId, setAwayId] = useState(league?.teams[1]?.id ?? 0);
  const [kickoff, setKickoff] = useState('');
  const [singles, setSingles] = useState<string[]>([]);
  const [error, setError] = useState('');
  const { busy, run } = useAction(onDone);

  const chooseLeague = (id: number) => {
    const next = leagues.find((candidate) => candidate.id === id);
    setLeagueId(id);
    setHomeId(next?.teams[0]?.id ?? 0);
    setAwayId(next?.teams[1]?.id ?? 0);
    setSingles([]);
  };
  const toggleSingle = (play: string, on: boolean) =>
    setSingles(on ? [...singles, play] : singles.filter((candidate) => candidate !== play));
  const save = () => {
    if (homeId === awayId) return setError('主队与客队不能相同');
    if (!kickoff) return setError('请填写开赛时间');
    setError('');
    void run(
      () =>
        opsMatchesApi.add({
          league_id: leagueId,
          home_team_id: homeId,
          away_team_id: awayId,
          kickoff_at: beijingInstant(kickoff),
          singles,
        }),
      (listed) => `已新增比赛 ${listed.match_no}`,
    );
  };
  const teamSelect = (label: string, value: number, onChange: (id: number) => void) => (
    <label className={kit.label}>
      {label}
      <select className={kit.input} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {league?.teams.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <OpsDialog title="新增比赛" confirmText="新增" busy={busy} onClose={onClose} onConfirm={save} wide>
      <div className={matchStyles.row}>
        <label className={kit.label}>
          联赛
          <select
            className={kit.input}
            value={leagueId}
            onChange={(event) => chooseLeague(Number(event.target.value))}
          >
            {leagues.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
        {teamSelect('主队', homeId, setHomeId)}
        {teamSelect('客队', awayId, setAwayId)}
      </div>
      <DateTimeField label="开赛时间（北京时间）" value={kickoff} onChange={setKickoff} />
      <fieldset className={kit.actions} aria-label="另开单关的玩法">
        {SOMETIMES_SINGLE[sport].map((play) => (
          <label key={play} className={kit.check}>
            <input
              type="checkbox"
              checked={singles.includes(play)}
              onChange={(event) => toggleSingle(play, event.target.checked)}
            />
            {findPlay(sport, play)?.name ?? play} 单关
          </label>
        ))}
      </fieldset>
      <p className={kit.muted}>
        开赛时间须在1小时前至3天以内（已开赛的比赛即入滚球）；按模型开盘，比分、总进球等多项玩法始终开放单关。
      </p>
      {error && (
        <p role="alert" className={kit.error}>
          {error}
        </p>
      )}
    </OpsDialog>
  );
}
