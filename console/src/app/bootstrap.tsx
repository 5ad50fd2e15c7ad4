import '@app/shared/tokens.css';
import './global.css';
import { useOpsLive } from '@app/shared';
import { createRoot } from 'react-dom/client';
import { installOperatorAuthBridge } from '../session/operatorSession';
import { watchOpsChannel } from '../session/opsChannels';
import { App } from './App';

installOperatorAuthBridge();
// Remote ops pages (风险敞口) hear their operator channels through this one client.
useOpsLive.setState({ watch: watchOpsChannel });
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
