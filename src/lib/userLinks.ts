// Links a bot's owner wrote (its invite, website and support links, and the links in its
// description) open in a new tab: search engines are told they are user content that the site does
// not vouch for, and the opened page gets no handle on this tab and no address it came from.
export const USER_LINK_REL = 'nofollow ugc noopener noreferrer';
