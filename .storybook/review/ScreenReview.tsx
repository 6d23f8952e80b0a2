import { useEffect, useState, type MouseEvent } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { askStories, storiesAnswer, type ReviewStory } from './reviewEvents';
import { reviewedProducts, type ReviewedRoute } from './screens';

/** How often the page asks the manager until it answers (it may still be loading the index). */
const askEveryMs = 500;

/** The stories, as the manager lists them; undefined until it answers. */
function useStories(): ReviewStory[] | undefined {
  const [stories, setStories] = useState<ReviewStory[]>();
  useEffect(() => {
    const channel = addons.getChannel();
    const answered = (list: ReviewStory[]) => {
      setStories(list);
      clearInterval(timer);
    };
    channel.on(storiesAnswer, answered);
    const ask = () => channel.emit(askStories);
    const timer = setInterval(ask, askEveryMs);
    ask();
    return () => {
      clearInterval(timer);
      channel.off(storiesAnswer, answered);
    };
  }, []);
  return stories;
}

/** The stories of a route: its title's, or those of its states. */
function storiesOf(route: ReviewedRoute, stories: readonly ReviewStory[]): ReviewStory[] {
  return stories.filter(
    ({ title, name }) =>
      title === route.title &&
      (route.states === undefined || route.states.some((state) => name.startsWith(state))),
  );
}

/** Opens a story in the Storybook UI, as the docs' own links do (the address also opens it). */
function openStory(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
    return;
  }
  event.preventDefault();
  addons.getChannel().emit(NAVIGATE_URL, event.currentTarget.getAttribute('href'));
}

/** Each product's screens by route, with links to the stories of their states. */
export function ScreenReview() {
  const stories = useStories();
  if (stories === undefined) return <p>Loading the stories…</p>;
  return (
    <>
      {reviewedProducts.map(({ product, routes }) => (
        <section key={product} aria-label={product}>
          <h2>{product}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Screen</th>
                <th scope="col">States</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={`${route.route} ${route.title}`}>
                  <td>
                    <code>{route.route}</code>
                  </td>
                  <td>{route.title.split('/').at(-1)}</td>
                  <td>
                    {storiesOf(route, stories).map(({ id, name }, index) => (
                      <span key={id}>
                        {index > 0 && ' · '}
                        <a href={`?path=/story/${id}`} onClick={openStory}>
                          {name}
                        </a>
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
