import '@app/shared/tokens.css';
import { mountStandalone } from '@app/shared';
import routes from '../routes';

mountStandalone(routes);
