import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearRequestCache } from '../ui/components/request-cache';
import { DOM_WAIT_MS } from './timing';

configure({ asyncUtilTimeout: DOM_WAIT_MS });

// Each test starts with no answers read: a page opened again must not show the last test's data.
afterEach(clearRequestCache);
