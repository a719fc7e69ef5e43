/** Every text of the 404 page, in one place. */
export const NOT_FOUND_TEXT = {
  metaTitle: 'Page Not Found | Portfolio',
  metaDescription: 'The page you are looking for does not exist or has been moved.',
  code: '404',
  title: 'Oops! Page not found',
  body: "Sorry, the page you are looking for doesn't exist or has been moved.",
  returnHome: 'Return to Home',
  log: '404 Error: User attempted to access non-existent route:',
};
