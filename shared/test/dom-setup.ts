import { configure } from '@testing-library/react';
import { DOM_WAIT_MS } from './timing';

configure({ asyncUtilTimeout: DOM_WAIT_MS });
