import { useNavigate } from 'react-router-dom';

/**
 * Follows a link stored in a report or a dashboard cell: a console path within the app, any
 * other address in a new tab (never a script URL).
 */
export function useFollowLink(): (url: string) => void {
  const navigate = useNavigate();
  return (url) => {
    const target = new URL(url, window.location.origin);
    if (target.origin === window.location.origin && target.pathname.startsWith('/admin')) {
      void navigate(`${target.pathname}${target.search}${target.hash}`);
    } else if (target.protocol === 'https:' || target.protocol === 'http:') {
      window.open(target.href, '_blank', 'noopener');
    }
  };
}
