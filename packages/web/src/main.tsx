import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { signOut } from './app/auth';
import { inResetWindow } from './app/menuRules';
import { session, storage, StorageKey } from './app/storage';
import { configureRequest, releaseSessionLock } from './api/request';
import './styles/base.css';

// Spec §4 reset window: visitors without a login marker start from clean storage.
if (inResetWindow(new Date()) && !storage.read(StorageKey.loginMarker) && !location.hash.startsWith('#/retrievePassword')) {
  session.clearAll();
  if (!location.hash.startsWith('#/login')) location.hash = '#/login';
}

configureRequest({ onLogout: () => void signOut({ callServer: false }) });
// Signed in again in another window (from the session dialog): carry on here with that session.
window.addEventListener('storage', (event) => {
  if (event.key === StorageKey.token && event.newValue) releaseSessionLock();
});

createRoot(document.getElementById('root')!).render(<App />);
