import { yieldToBrowser } from './app/yield-to-browser';

// Async boundary: shared singletons are negotiated before any app code runs.
// The runtime's own start-up has had its task by then; the boundary starts the next one, even
// when every chunk it needs has already arrived.
void yieldToBrowser().then(() => import('./bootstrap'));
