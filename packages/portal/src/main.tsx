import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { signInFromParent } from './embed/frame-sign-in.js';
import { createAppRouter } from './router/router.js';
import { tokenStore } from './sdk/client.js';
import { enterWorkbench } from './workbench/entry.js';
import './styles.css';

// Inside an allow-listed partner's iframe the parent may sign this page in first.
await signInFromParent();
const router = createAppRouter();
// Signed in already: load the menu routes first so a menu path opens its screen (spec section 4).
// A failure ends the session and reloads the page as a visitor.
if (tokenStore.get()) await enterWorkbench().catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
