import '@app/shared/tokens.css';
import './global.css';
import { createRoot } from 'react-dom/client';
import { installOperatorAuthBridge } from '../session/operatorSession';
import { App } from './App';

installOperatorAuthBridge();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
