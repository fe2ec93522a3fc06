// The errors' public entry: a screen that cannot show what it was asked for draws the error page.
export { BotNotFoundPage } from './ErrorPage';
