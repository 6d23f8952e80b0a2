import { readOnlyResourceStories } from '@features/platform/resource/stories';
import { operationLogs } from './resources';

const stories = readOnlyResourceStories(operationLogs, {
  id: '1',
});

export default { title: 'Admin/Access/Operation logs', tags: ['page'], ...stories.meta };

export const List = stories.List;
