import { z } from 'zod';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setupDayjs } from './lib/dayjs';

// zod's JIT uses new Function, which the app's CSP forbids.
z.config({ jitless: true });
setupDayjs();

createRoot(document.getElementById('root')!).render(<App />);
