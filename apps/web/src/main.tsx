import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadFirstScreen } from '@/app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The first render waits for the page's screen (preloaded by the page), so it draws the layout and
// the screen together instead of the layout alone and, some 300 ms later, the screen (decision 046).
void loadFirstScreen(window.location.pathname).then(() => {
  // A transition lets the first render yield to the browser instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
