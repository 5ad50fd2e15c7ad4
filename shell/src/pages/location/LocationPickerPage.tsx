import { Page, toast } from '@app/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styles from './location.module.css';
import { REGIONS } from './regions';
import { readLocation, safeReturnPath, saveLocation } from './selection';

/**
 * /pages/location/picker: two-column province and city picker. Picking a city saves it; with
 * `?return=/path` the picker then goes back there (the caller reads the choice with `readLocation`).
 */
export function LocationPickerPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('return'));
  const [initial] = useState(readLocation);
  const [provinceIndex, setProvinceIndex] = useState(() =>
    Math.max(
      0,
      REGIONS.findIndex((item) => item.province === initial?.province),
    ),
  );
  const [city, setCity] = useState<string | null>(initial?.city ?? null);
  const region = REGIONS[provinceIndex] ?? REGIONS[0];

  function choose(name: string) {
    setCity(name);
    saveLocation({ province: region?.province ?? '', city: name });
    if (returnTo) navigate(returnTo, { replace: true });
    else toast.success(`已选择 ${region?.province ?? ''} ${name}`);
  }

  return (
    <Page title="选择地区">
      <div className={styles.selected}>
        <span>当前选择</span>
        <span className={styles.selectedValue} data-testid="location-selected">
          {city ? `${region?.province ?? ''} ${city}` : '请选择城市'}
        </span>
      </div>
      <div className={styles.picker}>
        <ul className={`${styles.column} ${styles.provinces}`}>
          {REGIONS.map((item, index) => (
            <li key={item.province}>
              <button
                type="button"
                className={index === provinceIndex ? styles.optionActive : styles.option}
                onClick={() => {
                  setProvinceIndex(index);
                  setCity(null);
                }}
              >
                {item.province}
              </button>
            </li>
          ))}
        </ul>
        <ul className={styles.column}>
          {region?.cities.map((name) => (
            <li key={name}>
              <button
                type="button"
                className={name === city ? styles.optionActive : styles.option}
                onClick={() => choose(name)}
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
