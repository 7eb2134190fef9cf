import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The router scrolls to the top on each change of page (spec section 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Block body: newer browsers return a promise from scrollTo, which React must not get back.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
