import { Button, Cell, CellGroup, Page } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import styles from './location.module.css';
import { readLocation } from './selection';

export const LOCATION_PAGE = '/pages/location/index';

/** /pages/location/index: the saved region, and the way into the picker, which returns here. */
export function LocationPage() {
  const navigate = useNavigate();
  const location = readLocation();
  return (
    <Page title="所在地区">
      <CellGroup>
        <Cell
          title="所在地区"
          value={
            <span data-testid="location-current">
              {location ? `${location.province} ${location.city}` : '未选择'}
            </span>
          }
          onClick={() => navigate(`/pages/location/picker?return=${LOCATION_PAGE}`)}
        />
      </CellGroup>
      <div className={styles.actions}>
        <Button block onClick={() => navigate(`/pages/location/picker?return=${LOCATION_PAGE}`)}>
          选择地区
        </Button>
      </div>
    </Page>
  );
}
