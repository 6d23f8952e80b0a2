import { createStore } from 'jotai';
import { startApp } from '../shared/startApp';
import { handleApiEvent } from './apiEvents';
import { router } from './routes';

const store = createStore();

void startApp({
  theme: 'admin',
  router,
  store,
  onApiEvent: (event) => {
    handleApiEvent(store, event);
  },
});
