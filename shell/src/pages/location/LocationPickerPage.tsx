import { Page } from '@app/shared';
import { useState } from 'react';
import styles from './location.module.css';
import { REGIONS } from './regions';

/** /pages/location/picker: two-column province and city picker; the choice is shown and kept in the page. */
export function LocationPickerPage() {
  const [provinceIndex, setProvinceIndex] = useState(0);
  const [city, setCity] = useState<string | null>(null);
  const region = REGIONS[provinceIndex] ?? REGIONS[0];
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
                onClick={() => setCity(name)}
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
