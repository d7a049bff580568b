// Entry of the administrators' screen (Settings → Voorkant): reads the data the plugin printed and
// mounts the app. Loaded on that screen only; no visitor ever downloads it.
import { createRoot } from 'react-dom/client';
import { readAdminData } from './admin-data';
import { App } from './app';
import './admin.css';

const container = document.getElementById('voorkant-admin');
if (container) createRoot(container).render(<App data={readAdminData(document)} />);
