/** Id of the `<script type="application/json">` holding the server render's dehydrated data cache. */
export const SSR_STATE_ID = 'ssr-state';
