import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type RouteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean; state?: unknown };

/**
 * A link to a route of the portal, made of react-router's own href and click handling (a plain
 * click moves in history, a modified one or another target is left to the browser). Its <Link>
 * also carries route-module prefetching and view transitions, which the portal does not use and
 * which weighed about 4 KB (minified) in every page's JavaScript; lint keeps that <Link> out.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: RouteLinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}
