import { startApp } from '../shared/startApp';
import { routes } from './routes';

void startApp({ theme: 'portal', routes });
