import { startApp } from '../shared/startApp';
import { router } from './routes';

void startApp({ theme: 'portal', router });
