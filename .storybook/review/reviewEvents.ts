/**
 * The review page runs in the preview, which does not hold the story index: it asks the manager
 * (manager.tsx), which answers with every story's id, title and name.
 */

/** The preview asks for the stories. */
export const askStories = 'telco/review/ask-stories';
/** The manager answers with them. */
export const storiesAnswer = 'telco/review/stories';

/** A story, as the review page lists it. */
export interface ReviewStory {
  id: string;
  title: string;
  name: string;
}
