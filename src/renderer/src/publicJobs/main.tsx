import { createRoot } from 'react-dom/client';
import { JobsBoard } from './JobsBoard';
import './jobsBoard.css';

// The public jobs board: its own small entry (no antd, no sign-in, no app shell) so it loads fast.
createRoot(document.getElementById('root')!).render(<JobsBoard />);
