import { createStore } from 'jotai';
import { startApp } from '../shared/startApp';
import { handleApiEvent } from './apiEvents';
import { routes } from './routes';

const store = createStore();

void startApp({
  theme: 'admin',
  routes,
  store,
  onApiEvent: (event) => {
    handleApiEvent(store, event);
  },
});
